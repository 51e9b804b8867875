/**
 * How the web's typed client (contract-client.ts) talks to the gateway. Success returns the parsed JSON; any non-OK answer
 * throws an ApiError carrying the server's `message`, else 'HTTP error! status: N'.
 */
import { withQuery } from '@dalil/contracts/client';
import { clearAdminSession, getAdminToken } from '../auth/admin-session.ts';
import { clearVisitorSession, getVisitorToken } from '../auth/visitor-session.ts';
import { renewAdminSessionIfDue } from '../auth/renew-admin-session.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Array<{ field: string; message: string }> = [],
    /** A busy server's Retry-After (seconds), when it sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Attach the administrator's bearer token. */
  admin?: boolean;
  /** Attach the signed-in visitor's bearer token. */
  visitor?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Sends one call; the typed client (contract-client.ts) is the only caller. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (options.admin) {
    const token = getAdminToken();
    if (token) headers.authorization = `Bearer ${token}`;
  } else if (options.visitor) {
    const token = getVisitorToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter(
    (s): s is AbortSignal => Boolean(s),
  );
  const response = await fetch(withQuery(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    // An expired or revoked admin token signs the panel out instead of failing call after call.
    if (response.status === 401 && options.admin && headers.authorization) clearAdminSession();
    if (response.status === 401 && options.visitor && headers.authorization) clearVisitorSession();
    // A failure's body is read loosely (its fields are checked below): it may be a proxy's page, not the contracts' failure.
    const body = (json ?? {}) as { message?: unknown; errors?: unknown };
    const message = typeof body.message === 'string' && body.message ? body.message : `HTTP error! status: ${response.status}`;
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    throw new ApiError(message, response.status, Array.isArray(body.errors) ? (body.errors as ApiError['fieldErrors']) : [], retryAfter > 0 ? retryAfter : undefined);
  }
  if (options.admin && headers.authorization) renewAdminSessionIfDue();
  return json;
}

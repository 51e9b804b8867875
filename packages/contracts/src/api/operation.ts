import type { z } from 'zod';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One API call: the schemas a service validates with and the OpenAPI document is generated
 * from. Paths use OpenAPI `{param}` style; services convert to Fastify's `:param`.
 */
export interface ApiOperation {
  method: Method;
  path: string;
  summary: string;
  tags: string[];
  /** Needs an administrator's bearer token. */
  admin?: boolean;
  /** Needs a signed-in visitor's bearer token. */
  visitor?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Content type of the request body when it is not JSON (e.g. multipart uploads). */
  bodyContentType?: string;
  /** Content type of a success answer when it is not JSON (a CSV file, an event stream); failures are always JSON. */
  successContentType?: string;
  responses: Partial<Record<200 | 201 | 202 | 204 | 304 | 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503, z.ZodType>>;
}

/**
 * JSON bodies accepted per route class, the same at the gateway and in the services: public
 * calls carry small forms, the admin panel whole records. Uploads have their own limits.
 */
export const JSON_BODY_LIMITS = { public: 64 * 1024, admin: 1024 * 1024 } as const;

export function defineOperation<const T extends ApiOperation>(operation: T): T {
  return operation;
}

/** `/api/universities/{id}` → `/api/universities/:id` */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

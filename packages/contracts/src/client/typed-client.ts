/**
 * The typed API client's contract side: every call names an operation of the contracts by its
 * method and path template, and its path parameters, query, body and success answer are that
 * operation's zod types, derived at compile time. Renaming a route or a field in a contract
 * breaks every caller that uses it.
 *
 * Only types are read from the operations here (`import type`), so a bundle that uses the
 * client carries no zod schema; how a request is sent (fetch, tokens, a development-time check
 * of the answer) is the transport's business.
 */
import type { z } from 'zod';
import type { AnyApiOperation } from '../api/all-operations.ts';

type OperationKey<O> = O extends { method: infer M extends string; path: infer P extends string }
  ? // A path typed as plain `string` would accept any URL: such an operation is left out.
    string extends P
    ? never
    : `${M} ${P}`
  : never;
/** `'get /api/universities/{id}'` → that operation's literal type. */
type OperationMap = { [O in AnyApiOperation as OperationKey<O>]: O };

export type ApiMethod = AnyApiOperation['method'];
/** Every path template of one method, e.g. `'/api/universities/{id}'` for `'get'`. */
export type ApiPath<M extends ApiMethod> = keyof OperationMap extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;
export type OperationOf<M extends ApiMethod, P extends string> = `${M} ${P}` extends keyof OperationMap ? OperationMap[`${M} ${P}`] : never;

type SuccessStatus = 200 | 201 | 202 | 204;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;
/** The parsed success answer of an operation (the envelope, as the service sends it). */
export type ApiSuccess<O> = O extends { responses: infer R } ? SchemaOutput<R[keyof R & SuccessStatus]> : never;
/** The success answer of `method path`, e.g. `ApiAnswer<'get', '/api/universities'>`. */
export type ApiAnswer<M extends ApiMethod, P extends ApiPath<M>> = ApiSuccess<OperationOf<M, P>>;

/** The path parameters of `method path`, e.g. `ApiParams<'get', '/ads/{position}'>['position']`. */
export type ApiParams<M extends ApiMethod, P extends ApiPath<M>> = OperationOf<M, P> extends { params: infer S extends z.ZodType } ? z.output<S> : never;

/** The request body of `method path` (what the caller sends, before the service's defaults). */
export type ApiBody<M extends ApiMethod, P extends ApiPath<M>> = OperationOf<M, P> extends { body: infer S extends z.ZodType } ? z.input<S> : never;

type ParamsArg<O> = O extends { params: z.ZodType } ? { params: z.output<O['params']> } : { params?: never };
// Queries are sent as strings and coerced by the service: callers pass the parsed types, except
// where the contract reads a string into something else (a list in one parameter): that string.
// A flag may also be given as its text ('true'), as a page's URL state holds it.
type QueryWire<V> = V | (V extends boolean ? `${V}` : never);
export type QueryValues<S extends z.ZodType> = {
  [K in keyof z.output<S>]?: K extends keyof z.input<S> ? (unknown extends z.input<S>[K] ? QueryWire<z.output<S>[K]> : z.input<S>[K]) : z.output<S>[K];
};
/** The query parameters a caller may send to `method path` (each optional: the service fills defaults). */
export type ApiQuery<M extends ApiMethod, P extends ApiPath<M>> = OperationOf<M, P> extends { query: infer S extends z.ZodType } ? QueryValues<S> : never;
type QueryArg<O> = O extends { query: z.ZodType } ? { query?: QueryValues<O['query']> } : { query?: never };
type BodyArg<O> = O extends { bodyContentType: string }
  ? { body: FormData }
  : O extends { body: z.ZodType }
    ? { body: z.input<O['body']> }
    : { body?: never };
type AuthArg<O> = O extends { admin: true } ? { auth: 'admin' } : O extends { visitor: true } ? { auth: 'visitor' } : { auth?: never };

type UrlArgs<O> = ParamsArg<O> & QueryArg<O>;

export type ApiArgs<O> = ParamsArg<O> &
  QueryArg<O> &
  BodyArg<O> &
  AuthArg<O> & {
    signal?: AbortSignal;
    timeoutMs?: number;
  };

/** Arguments as a tuple, so that calls with nothing required may leave them out. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends A` asks whether every property of A is optional
type ArgsTuple<A> = {} extends A ? [args?: A] : [args: A];
/** Arguments of `method path`. */
export type ApiCallArgs<M extends ApiMethod, P extends ApiPath<M>> = ArgsTuple<ApiArgs<OperationOf<M, P>>>;

type QueryScalar = string | number | boolean | undefined | null;

/** What the transport is handed: the operation's template (to find its contract) and the URL to send. */
export interface ContractRequest {
  method: ApiMethod;
  /** The operation's path template, e.g. `/api/universities/{id}`. */
  template: string;
  /** The path with its parameters filled in (no query). */
  path: string;
  query?: Record<string, QueryScalar>;
  body?: unknown;
  auth?: 'admin' | 'visitor';
  signal?: AbortSignal;
  timeoutMs?: number;
}
export type ContractTransport = (request: ContractRequest) => Promise<unknown>;

/** `/api/universities/{id}` + `{id: 'a b'}` → `/api/universities/a%20b` */
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string without empty values (`undefined`, `null`, `''` are left out). */
export function withQuery(path: string, query?: Record<string, QueryScalar>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

interface LooseArgs {
  params?: Record<string, unknown>;
  query?: Record<string, QueryScalar>;
  body?: unknown;
  auth?: 'admin' | 'visitor';
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * The URL of an operation, for the few answers that are not JSON read whole (an event stream, a
 * CSV download, a raw upload): the path and its parameters still come from the contract.
 */
export function contractUrl<M extends ApiMethod, P extends ApiPath<M>>(
  _method: M,
  template: P,
  ...args: ArgsTuple<UrlArgs<OperationOf<M, P>>>
): string {
  // Read loosely: the arguments' type depends on the generic operation, checked at the call.
  const [{ params, query } = {}] = args as unknown as [LooseArgs?];
  return withQuery(fillPath(template, params), query);
}

type Caller<M extends ApiMethod> = <P extends ApiPath<M>>(path: P, ...args: ApiCallArgs<M, P>) => Promise<ApiAnswer<M, P>>;

/** `client.get('/api/universities/{id}', { params: { id } })` and so on, sent through `transport`. */
export function createContractClient(transport: ContractTransport) {
  const caller = <M extends ApiMethod>(method: M): Caller<M> => {
    const send = (template: string, args: LooseArgs = {}) =>
      transport({
        method,
        template,
        path: fillPath(template, args.params),
        query: args.query,
        body: args.body,
        auth: args.auth,
        signal: args.signal,
        timeoutMs: args.timeoutMs,
      });
    // The answer is typed as the contract's success answer: the service serialises it with that
    // schema, and the transport may parse it with the schema too (development, tests). The
    // compiler cannot follow a generic path template through the operation map, hence the cast.
    return send as unknown as Caller<M>;
  };
  return { get: caller('get'), post: caller('post'), put: caller('put'), delete: caller('delete') };
}

export type ContractClient = ReturnType<typeof createContractClient>;

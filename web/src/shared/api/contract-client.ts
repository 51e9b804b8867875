/**
 * The typed client: every call names an operation of `packages/contracts` by its method and
 * path template, and its params, query, body and success answer are the contract's types.
 * Renaming a route or a field in a contract breaks the web build where it is used.
 *
 * Only types come from the contracts here, so the zod schemas stay out of the pages' bundles;
 * in development (and in builds made with VITE_CONTRACT_CHECK=true)
 * every success answer is also parsed with the operation's zod schema, loaded on demand.
 */
import type { z } from 'zod';
import type { AnyApiOperation } from '@dalil/contracts/api/all-operations';
import { apiRequest, type Query } from './api-client.ts';

type Operation = AnyApiOperation;
type OperationKey<O> = O extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;
/** `'get /api/universities/{id}'` → that operation's literal type. */
type OperationMap = { [O in Operation as OperationKey<O>]: O };
export type ApiMethod = Operation['method'];
/** Every path template of one method, e.g. `'/api/universities/{id}'` for `'get'`. */
type ApiPath<M extends ApiMethod> = keyof OperationMap extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;
type OperationOf<M extends ApiMethod, P extends string> = `${M} ${P}` extends keyof OperationMap ? OperationMap[`${M} ${P}`] : never;

type SuccessStatus = 200 | 201 | 202 | 204;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;
/** The parsed success answer of an operation (the envelope, as the service sends it). */
type ApiSuccess<O> = O extends { responses: infer R } ? SchemaOutput<R[keyof R & SuccessStatus]> : never;

type ParamsArg<O> = O extends { params: z.ZodType } ? { params: z.output<O['params']> } : { params?: never };
// Queries are sent as strings and coerced by the service: callers pass the parsed types, except
// where the contract reads a string into something else (a list in one parameter): that string.
type QueryValues<S extends z.ZodType> = {
  [K in keyof z.output<S>]?: K extends keyof z.input<S> ? (unknown extends z.input<S>[K] ? z.output<S>[K] : z.input<S>[K]) : z.output<S>[K];
};
type QueryArg<O> = O extends { query: z.ZodType } ? { query?: QueryValues<O['query']> } : { query?: never };
type BodyArg<O> = O extends { bodyContentType: string }
  ? { body: FormData }
  : O extends { body: z.ZodType }
    ? { body: z.input<O['body']> }
    : { body?: never };
type AuthArg<O> = O extends { admin: true } ? { auth: 'admin' } : O extends { visitor: true } ? { auth: 'visitor' } : { auth?: never };

type ApiArgs<O> = ParamsArg<O> &
  QueryArg<O> &
  BodyArg<O> &
  AuthArg<O> & {
    signal?: AbortSignal;
    timeoutMs?: number;
  };

/** `/api/universities/{id}` + `{id: 'a b'}` → `/api/universities/a%20b` */
function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

const CHECK_CONTRACTS = import.meta.env.DEV || import.meta.env.VITE_CONTRACT_CHECK === 'true';

interface CallArgs {
  params?: Record<string, unknown>;
  query?: Query;
  body?: unknown;
  auth?: 'admin' | 'visitor';
  signal?: AbortSignal;
  timeoutMs?: number;
}

async function call(method: ApiMethod, path: string, args: CallArgs): Promise<unknown> {
  const answer = await apiRequest<unknown>(fillPath(path, args.params), {
    method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    query: args.query,
    body: args.body,
    admin: args.auth === 'admin',
    visitor: args.auth === 'visitor',
    signal: args.signal,
    timeoutMs: args.timeoutMs,
  });
  if (CHECK_CONTRACTS) {
    const { checkAnswer } = await import('./contract-check.ts');
    checkAnswer(method, path, answer);
  }
  return answer;
}

type Caller<M extends ApiMethod> = <P extends ApiPath<M>>(
  path: P,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends` asks whether every argument is optional
  ...args: {} extends ApiArgs<OperationOf<M, P>> ? [args?: ApiArgs<OperationOf<M, P>>] : [args: ApiArgs<OperationOf<M, P>>]
) => Promise<ApiSuccess<OperationOf<M, P>>>;

function caller<M extends ApiMethod>(method: M): Caller<M> {
  // The answer is the contract's success type: the service serialises it with that schema, and
  // development builds parse it in call().
  return ((path: string, args?: CallArgs) => call(method, path, args ?? {})) as Caller<M>;
}

export const apiClient = {
  get: caller('get'),
  post: caller('post'),
  put: caller('put'),
  delete: caller('delete'),
};

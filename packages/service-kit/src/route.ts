import type { FastifyReply } from 'fastify';
import type { ApiOperation } from '@dalil/contracts/api/operation';
import { fastifyPath, JSON_BODY_LIMITS } from '@dalil/contracts/api/operation';

/**
 * Fastify route options from a contract operation, so a service's route declares its schemas
 * by naming the operation: `app.route({ ...routeOf(listUniversities), handler })`.
 * Only success responses are serialized by schema; failures go through the error envelope.
 */
export function routeOf<const T extends ApiOperation>(operation: T) {
  const response = Object.fromEntries(Object.entries(operation.responses).filter(([status]) => Number(status) < 300));
  // Absent parts are dropped at run time (Fastify warns about keys set to undefined) but kept
  // in the type, so handlers get typed params, query and body from the operation.
  const schema = {
    params: operation.params as T extends { params: infer P } ? P : undefined,
    querystring: operation.query as T extends { query: infer Q } ? Q : undefined,
    body: (operation.bodyContentType ? undefined : operation.body) as T extends { body: infer B } ? (T extends { bodyContentType: string } ? undefined : B) : undefined,
    response: response as T['responses'],
    summary: operation.summary,
    tags: operation.tags,
  };
  for (const key of ['params', 'querystring', 'body'] as const) if (schema[key] === undefined) delete schema[key];
  return {
    // toUpperCase() is typed as returning string; Fastify's route types want the literal method.
    method: operation.method.toUpperCase() as Uppercase<T['method']>,
    url: fastifyPath(operation.path),
    schema,
    // JSON bodies by route class; an upload's own route sets its limit.
    ...(operation.bodyContentType ? {} : { bodyLimit: operation.admin ? JSON_BODY_LIMITS.admin : JSON_BODY_LIMITS.public }),
  };
}

/**
 * A lookup into a list of operations by method and path that keeps the found operation's own
 * type (params, query, body), so `routeOf(op('get', '/api/admin/jobs'))` types its handler.
 */
export function operationFinder<const O extends ApiOperation>(operations: readonly O[]) {
  return <M extends O['method'], P extends Extract<O, { method: M }>['path']>(method: M, path: P): Extract<O, { method: M; path: P }> => {
    const found = operations.find((o) => o.method === method && o.path === path);
    if (!found) throw new Error(`No operation ${method.toUpperCase()} ${path}`);
    // find() cannot narrow the union by the values it compared; method and path name one member.
    return found as Extract<O, { method: M; path: P }>;
  };
}

/**
 * The answer to a conditional GET whose validator is current: 304 with no body at all. Not even a
 * serialised null: its length would be announced on an answer that carries none, and a proxy
 * reading the 304 would wait for those bytes (the gateway's undici fails the answer outright).
 */
export function notModified<R extends FastifyReply>(reply: R): R {
  void reply.code(304).send(undefined);
  return reply;
}

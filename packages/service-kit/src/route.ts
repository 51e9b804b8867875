import type { ApiOperation } from '@dalil/contracts/api/operation';
import { fastifyPath } from '@dalil/contracts/api/operation';

/**
 * Fastify route options from a contract operation, so a service's route declares its schemas
 * by naming the operation: `app.route({ ...routeOf(listUniversities), handler })`.
 * Only success responses are serialized by schema; failures go through the error envelope.
 */
export function routeOf<const T extends ApiOperation>(operation: T) {
  const response = Object.fromEntries(Object.entries(operation.responses).filter(([status]) => Number(status) < 300));
  return {
    method: operation.method.toUpperCase() as Uppercase<T['method']>,
    url: fastifyPath(operation.path),
    schema: {
      ...(operation.params ? { params: operation.params as T['params'] & {} } : {}),
      ...(operation.query ? { querystring: operation.query as T['query'] & {} } : {}),
      ...(operation.body && !operation.bodyContentType ? { body: operation.body as T['body'] & {} } : {}),
      response: response as T['responses'],
      summary: operation.summary,
      tags: operation.tags,
    },
  };
}

import { z } from 'zod';
import { ZFailure } from '../common/envelope.ts';
import type { ApiOperation } from './operation.ts';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // zod's JSON Schema output is typed for every draft; the OpenAPI 3.0 target gives this subset.
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): unknown[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
    ...(property.description ? { description: property.description } : {}),
  }));
}

/** Paths under the gateway's rate limits (see gateway/src/plugins/security.ts). */
const RATE_LIMITED = /^\/(api|admin|ads|enhanced-admin)(\/|$)/;

/**
 * Failures every operation of a kind can answer, whatever its own contract lists: 400 when it
 * takes parameters or a body (validation), 401/403 when it needs a token, 413 when it takes a
 * body (the gateway's limits), 414 when a path parameter is longer than the router takes, 429
 * under the gateway's rate limits.
 */
function commonFailures(op: ApiOperation): number[] {
  const statuses: number[] = [];
  if (op.params || op.query || op.body) statuses.push(400);
  if (op.admin || op.visitor) statuses.push(401, 403);
  if (op.body) statuses.push(413);
  if (op.params) statuses.push(414);
  if (RATE_LIMITED.test(op.path)) statuses.push(429);
  return statuses;
}

/** The OpenAPI 3 document of the whole platform, built from the contracts' operations. */
export function buildOpenApiDocument(operations: readonly ApiOperation[], info: { title: string; version: string; description?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(op.responses)) {
      if (!schema) continue;
      if (status === '304') {
        responses[status] = { description: 'Not modified: the If-None-Match validator is current (no body)' };
        continue;
      }
      const contentType = Number(status) < 400 ? (op.successContentType ?? 'application/json') : 'application/json';
      responses[status] = { description: Number(status) < 400 ? 'Success' : 'Failure', content: { [contentType]: { schema: toSchema(schema, 'output') } } };
    }
    for (const status of commonFailures(op)) {
      responses[status] ??= { description: 'Failure', content: { 'application/json': { schema: toSchema(ZFailure, 'output') } } };
    }
    responses.default ??= { description: 'Failure', content: { 'application/json': { schema: toSchema(ZFailure, 'output') } } };
    (paths[op.path] ??= {})[op.method] = {
      summary: op.summary,
      tags: op.tags,
      parameters: [...parametersOf(op.params, 'path'), ...parametersOf(op.query, 'query')],
      ...(op.body
        ? { requestBody: { required: true, content: { [op.bodyContentType ?? 'application/json']: { schema: toSchema(op.body, 'input') } } } }
        : {}),
      ...(op.admin || op.visitor ? { security: [{ bearerAuth: [] }] } : {}),
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info,
    paths,
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  };
}

import { z } from 'zod';
import { ZFailure } from '../common/envelope.ts';
import type { ApiOperation } from './operation.ts';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
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
      responses[status] = { description: Number(status) < 400 ? 'Success' : 'Failure', content: { 'application/json': { schema: toSchema(schema, 'output') } } };
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

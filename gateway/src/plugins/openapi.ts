import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '@dalil/contracts/api/openapi';
import { ALL_OPERATIONS } from '@dalil/contracts/api/all-operations';

/** OpenAPI 3 document generated from packages/contracts, with the docs UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument(ALL_OPERATIONS, {
    title: 'Dalil API',
    version: '1.0.0',
    description: 'Every call of the Dalil platform, through the gateway. Admin calls need a bearer token from POST /admin/login.',
  });
  // The generated document is OpenAPI 3.0 JSON; @fastify/swagger types it with its own OpenAPI typings.
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

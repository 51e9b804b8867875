import { getVisitorLists, saveVisitorLists } from '@dalil/contracts/auth/operations';
import { authFeature } from '../context.ts';
import { createVisitorRepository } from '../visitors/index.ts';
import { createVisitorListsRepository, visitorOf } from './visitor-lists.ts';

export const visitorListRoutes = authFeature('visitor-lists', [getVisitorLists, saveVisitorLists]).serve((scope, { service }) => {
  const visitors = createVisitorRepository(service.database.db);
  const lists = createVisitorListsRepository(service.database.db);
  return {
    'get /api/auth/me/lists': {
      handler: async (request) => ({ success: true as const, data: await lists.read(await visitorOf(scope.tokens, visitors, request)) }),
    },
    'put /api/auth/me/lists': {
      // The token is checked before the body, so a caller without one gets 401, not a 400 about the body.
      onRequest: async (request) => {
        request.visitorId = await visitorOf(scope.tokens, visitors, request);
      },
      handler: async (request) => {
        const { wishes, total, universityIds, programIds, scholarshipIds } = request.body;
        return { success: true as const, data: await lists.replace(request.visitorId!, { wishes, total, universityIds, programIds, scholarshipIds }) };
      },
    },
  };
});

declare module 'fastify' {
  interface FastifyRequest {
    visitorId?: string;
  }
}

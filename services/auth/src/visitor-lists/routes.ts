import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import { getVisitorLists, saveVisitorLists } from '@dalil/contracts/auth/operations';
import type { AuthContext } from '../app.ts';
import { createVisitorRepository } from '../visitors/index.ts';
import { createVisitorListsRepository, visitorOf } from './visitor-lists.ts';

export function registerVisitorListRoutes(app: ServiceApp, ctx: AuthContext) {
  const visitors = createVisitorRepository(ctx.database.db);
  const lists = createVisitorListsRepository(ctx.database.db);
  app.route({
    ...routeOf(getVisitorLists),
    handler: async (request) => ({ success: true as const, data: await lists.read(await visitorOf(app.tokens, visitors, request)) }),
  });
  app.route({
    ...routeOf(saveVisitorLists),
    // The token is checked before the body, so a caller without one gets 401, not a 400 about the body.
    onRequest: async (request) => {
      request.visitorId = await visitorOf(app.tokens, visitors, request);
    },
    handler: async (request) => {
      const { wishes, total, universityIds, programIds, scholarshipIds } = request.body;
      return { success: true as const, data: await lists.replace(request.visitorId!, { wishes, total, universityIds, programIds, scholarshipIds }) };
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    visitorId?: string;
  }
}

import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import { paginate } from '@dalil/contracts/common/envelope';
import {
  createUniversity as createOp,
  deleteUniversity as deleteOp,
  getCatalogueOverview,
  getUniversity as getOp,
  getUniversityFigures as getFiguresOp,
  listUniversities as listOp,
  listUniversityHeadlines as listHeadlinesOp,
  updateUniversity as updateOp,
} from '@dalil/contracts/catalogue/operations';
import type { CatalogueDeps } from '../context.ts';
import { sendCached } from '../events/index.ts';
import { catalogueOverview } from './catalogue-overview.ts';
import { createUniversity, deleteUniversity, updateUniversity } from './manage-universities.ts';
import { getUniversity, listUniversities } from './read-universities.ts';
import { getUniversityFigures } from './read-university-figures.ts';
import { listUniversityHeadlines } from './read-university-headlines.ts';
import { createUniversityRepository } from './university-repository.ts';
import { registerUniversityImageRoutes } from './image-routes.ts';

/** Universities: public list, page and overview; admin create, update, delete. */
export function registerUniversityRoutes(app: ServiceApp, deps: CatalogueDeps): void {
  const universities = createUniversityRepository(deps.pool);
  const admin = adminOnly(app.tokens);
  registerUniversityImageRoutes(app, deps);

  app.route({
    ...routeOf(listOp),
    handler: async (request, reply) => {
      const query = request.query;
      return sendCached(request, reply, deps.cache, `universities:${JSON.stringify(query)}`, async () => {
        const { items, total } = await listUniversities(universities, query);
        return { success: true, data: items, pagination: paginate(query.page, query.limit, total) };
      });
    },
  });
  app.route({
    ...routeOf(getCatalogueOverview),
    handler: async (request, reply) =>
      sendCached(request, reply, deps.cache, 'overview', async () => ({ success: true, data: await catalogueOverview(deps.pool) })),
  });
  app.route({
    ...routeOf(getOp),
    handler: async (request, reply) => {
      const { id } = request.params;
      return sendCached(request, reply, deps.cache, `university:${id}`, async () => ({ success: true, data: await getUniversity(universities, id) }));
    },
  });
  app.route({
    ...routeOf(listHeadlinesOp),
    handler: async (request, reply) =>
      sendCached(request, reply, deps.cache, 'university-headlines', async () => ({ success: true, data: await listUniversityHeadlines(deps.pool) })),
  });
  app.route({
    ...routeOf(getFiguresOp),
    handler: async (request, reply) => {
      const { id } = request.params;
      return sendCached(request, reply, deps.cache, `university-figures:${id}`, async () => ({ success: true, data: await getUniversityFigures(deps.pool, id) }));
    },
  });

  app.route({
    ...routeOf(createOp),
    onRequest: admin,
    handler: async (request, reply) => {
      reply.code(201);
      return { success: true as const, data: await createUniversity(deps, request.body), message: 'University created successfully' };
    },
  });
  app.route({
    ...routeOf(updateOp),
    onRequest: admin,
    handler: async (request) => ({
      success: true as const,
      data: await updateUniversity(deps, request.params.id, request.body),
      message: 'University updated successfully',
    }),
  });
  app.route({
    ...routeOf(deleteOp),
    onRequest: admin,
    handler: async (request) => {
      await deleteUniversity(deps, request.params.id);
      return { success: true, message: 'University deleted successfully' };
    },
  });
}

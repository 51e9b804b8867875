import { adminOnly } from '@dalil/service-kit/auth';
import { pageAnswer } from '@dalil/contracts/common/envelope';
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
import { catalogueFeature } from '../context.ts';
import { sendCached } from '../events/index.ts';
import { catalogueOverview } from './catalogue-overview.ts';
import { createUniversity, deleteUniversity, updateUniversity } from './manage-universities.ts';
import { getUniversity, listUniversities } from './read-universities.ts';
import { getUniversityFigures } from './read-university-figures.ts';
import { listUniversityHeadlines } from './read-university-headlines.ts';
import { createUniversityRepository } from './university-repository.ts';

/** Universities: public list, page and overview; admin create, update, delete. */
export const universityRoutes = catalogueFeature('universities', [listOp, getCatalogueOverview, getOp, listHeadlinesOp, getFiguresOp, createOp, updateOp, deleteOp]).serve((scope, { catalogue: deps }) => {
  const universities = createUniversityRepository(deps.pool);
  const admin = adminOnly(scope.tokens);
  return {
    'get /api/universities': {
      handler: async (request, reply) =>
        sendCached(request, reply, deps.cache, `universities:${JSON.stringify(request.query)}`, async () => pageAnswer(request.query, await listUniversities(universities, request.query))),
    },
    'get /api/universities/stats/overview': {
      handler: async (request, reply) =>
        sendCached(request, reply, deps.cache, 'overview', async () => ({ success: true, data: await catalogueOverview(deps.pool) })),
    },
    'get /api/universities/{id}': {
      handler: async (request, reply) => {
        const { id } = request.params;
        return sendCached(request, reply, deps.cache, `university:${id}`, async () => ({ success: true, data: await getUniversity(universities, id) }));
      },
    },
    'get /api/universities/headlines': {
      handler: async (request, reply) =>
        sendCached(request, reply, deps.cache, 'university-headlines', async () => ({ success: true, data: await listUniversityHeadlines(deps.pool) })),
    },
    'get /api/universities/{id}/figures': {
      handler: async (request, reply) => {
        const { id } = request.params;
        return sendCached(request, reply, deps.cache, `university-figures:${id}`, async () => ({ success: true, data: await getUniversityFigures(deps.pool, id) }));
      },
    },

    'post /api/admin/universities': {
      onRequest: admin,
      handler: async (request, reply) => {
        reply.code(201);
        return { success: true as const, data: await createUniversity(deps, request.body), message: 'University created successfully' };
      },
    },
    'put /api/admin/universities/{id}': {
      onRequest: admin,
      handler: async (request) => ({
        success: true as const,
        data: await updateUniversity(deps, request.params.id, request.body),
        message: 'University updated successfully',
      }),
    },
    'delete /api/admin/universities/{id}': {
      onRequest: admin,
      handler: async (request) => {
        await deleteUniversity(deps, request.params.id);
        return { success: true, message: 'University deleted successfully' };
      },
    },
  };
});

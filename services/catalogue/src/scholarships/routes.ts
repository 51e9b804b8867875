import { adminOnly } from '@dalil/service-kit/auth';
import { pageAnswer } from '@dalil/contracts/common/envelope';
import { adminListScholarships, createScholarship as createOp, deleteScholarship as deleteOp, getScholarship as getOp, listScholarships as listOp, updateScholarship as updateOp } from '@dalil/contracts/catalogue/operations';
import { catalogueFeature } from '../context.ts';
import { sendCached } from '../events/index.ts';
import { createScholarship, deleteScholarship, updateScholarship } from './manage-scholarships.ts';
import { createScholarshipRepository } from './scholarship-repository.ts';
import { getScholarship, listAllScholarships, listScholarships } from './read-scholarships.ts';

/**
 * Scholarships: public list and page (cached, active only); admin list, create, update, delete.
 * Written out like the universities' routes rather than through generic entity routes: the three
 * entities' operations differ (universities have no admin list and three more reads), and a
 * record per entity types each handler by its own operation, where a generic one needed casts.
 */
export const scholarshipRoutes = catalogueFeature('scholarships', [listOp, getOp, adminListScholarships, createOp, updateOp, deleteOp]).serve((scope, { catalogue: deps }) => {
  const scholarships = createScholarshipRepository(deps.pool);
  const admin = adminOnly(scope.tokens);
  return {
    'get /api/scholarships': {
      handler: async (request, reply) =>
        sendCached(request, reply, deps.cache, `scholarships:${JSON.stringify(request.query)}`, async () => pageAnswer(request.query, await listScholarships(scholarships, request.query))),
    },
    'get /api/scholarships/{id}': {
      handler: async (request, reply) => {
        const { id } = request.params;
        return sendCached(request, reply, deps.cache, `scholarship:${id}`, async () => ({ success: true, data: await getScholarship(scholarships, id) }));
      },
    },
    'get /api/admin/scholarships': {
      onRequest: admin,
      handler: async ({ query }) => pageAnswer(query, await listAllScholarships(scholarships, query)),
    },
    'post /api/admin/scholarships': {
      onRequest: admin,
      handler: async (request, reply) => {
        reply.code(201);
        return { success: true as const, data: await createScholarship(deps, request.body), message: 'Scholarship created successfully' };
      },
    },
    'put /api/admin/scholarships/{id}': {
      onRequest: admin,
      handler: async (request) => ({ success: true as const, data: await updateScholarship(deps, request.params.id, request.body), message: 'Scholarship updated successfully' }),
    },
    'delete /api/admin/scholarships/{id}': {
      onRequest: admin,
      handler: async (request) => {
        await deleteScholarship(deps, request.params.id);
        return { success: true, message: 'Scholarship deleted successfully' };
      },
    },
  };
});

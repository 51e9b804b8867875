import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import { paginate } from '@dalil/contracts/common/envelope';
import type { TIdParams } from '@dalil/contracts/common/id';
import type { TAdminListScholarshipsQuery, TCreateScholarship, TListScholarshipsQuery, TUpdateScholarship } from '@dalil/contracts/catalogue/scholarship';
import {
  adminListScholarships,
  createScholarship as createOp,
  deleteScholarship as deleteOp,
  getScholarship as getOp,
  listScholarships as listOp,
  updateScholarship as updateOp,
} from '@dalil/contracts/catalogue/operations';
import type { CatalogueDeps } from '../catalogue-deps.ts';
import { sendCached } from '../events/list-cache.ts';
import { createScholarship, deleteScholarship, updateScholarship } from './manage-scholarships.ts';
import { createScholarshipRepository } from './scholarship-repository.ts';
import { getScholarship, listAllScholarships, listScholarships } from './read-scholarships.ts';

/** Scholarships: public list and page (active only); admin list, create, update, delete. */
export function registerScholarshipRoutes(app: ServiceApp, deps: CatalogueDeps): void {
  const scholarships = createScholarshipRepository(deps.pool);
  const admin = adminOnly(app.tokens);

  app.route({
    ...routeOf(listOp),
    handler: async (request, reply) => {
      const query = request.query as TListScholarshipsQuery;
      return sendCached(request, reply, deps.cache, `scholarships:${JSON.stringify(query)}`, async () => {
        const { items, total } = await listScholarships(scholarships, query);
        return { success: true, data: items, pagination: paginate(query.page, query.limit, total) };
      });
    },
  });
  app.route({
    ...routeOf(getOp),
    handler: async (request, reply) => {
      const { id } = request.params as TIdParams;
      return sendCached(request, reply, deps.cache, `scholarship:${id}`, async () => ({ success: true, data: await getScholarship(scholarships, id) }));
    },
  });

  app.route({
    ...routeOf(adminListScholarships),
    onRequest: admin,
    handler: async (request) => {
      const query = request.query as TAdminListScholarshipsQuery;
      const { items, total } = await listAllScholarships(scholarships, query);
      return { success: true as const, data: items, pagination: paginate(query.page, query.limit, total) };
    },
  });
  app.route({
    ...routeOf(createOp),
    onRequest: admin,
    handler: async (request, reply) => {
      reply.code(201);
      return { success: true as const, data: await createScholarship(deps, request.body as TCreateScholarship), message: 'Scholarship created successfully' };
    },
  });
  app.route({
    ...routeOf(updateOp),
    onRequest: admin,
    handler: async (request) => ({
      success: true as const,
      data: await updateScholarship(deps, (request.params as TIdParams).id, request.body as TUpdateScholarship),
      message: 'Scholarship updated successfully',
    }),
  });
  app.route({
    ...routeOf(deleteOp),
    onRequest: admin,
    handler: async (request) => {
      await deleteScholarship(deps, (request.params as TIdParams).id);
      return { success: true, message: 'Scholarship deleted successfully' };
    },
  });
}

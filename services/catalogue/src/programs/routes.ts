import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import { paginate } from '@dalil/contracts/common/envelope';
import type { TIdParams } from '@dalil/contracts/common/id';
import type { TAdminListProgramsQuery, TCreateProgram, TListProgramsQuery, TUpdateProgram } from '@dalil/contracts/catalogue/program';
import {
  adminListPrograms,
  createProgram as createOp,
  deleteProgram as deleteOp,
  getProgram as getOp,
  listPrograms as listOp,
  updateProgram as updateOp,
} from '@dalil/contracts/catalogue/operations';
import type { CatalogueDeps } from '../catalogue-deps.ts';
import { sendCached } from '../events/list-cache.ts';
import { createProgram, deleteProgram, updateProgram } from './manage-programs.ts';
import { createProgramRepository } from './program-repository.ts';
import { getProgram, listAllPrograms, listPrograms } from './read-programs.ts';

/** Graduate programs: public list and page (active only); admin list, create, update, delete. */
export function registerProgramRoutes(app: ServiceApp, deps: CatalogueDeps): void {
  const programs = createProgramRepository(deps.pool);
  const admin = adminOnly(app.tokens);

  app.route({
    ...routeOf(listOp),
    handler: async (request, reply) => {
      const query = request.query as TListProgramsQuery;
      return sendCached(request, reply, deps.cache, `programs:${JSON.stringify(query)}`, async () => {
        const { items, total } = await listPrograms(programs, query);
        return { success: true, data: items, pagination: paginate(query.page, query.limit, total) };
      });
    },
  });
  app.route({
    ...routeOf(getOp),
    handler: async (request, reply) => {
      const { id } = request.params as TIdParams;
      return sendCached(request, reply, deps.cache, `program:${id}`, async () => ({ success: true, data: await getProgram(programs, id) }));
    },
  });

  app.route({
    ...routeOf(adminListPrograms),
    onRequest: admin,
    handler: async (request) => {
      const query = request.query as TAdminListProgramsQuery;
      const { items, total } = await listAllPrograms(programs, query);
      return { success: true as const, data: items, pagination: paginate(query.page, query.limit, total) };
    },
  });
  app.route({
    ...routeOf(createOp),
    onRequest: admin,
    handler: async (request, reply) => {
      reply.code(201);
      return { success: true as const, data: await createProgram(deps, request.body as TCreateProgram), message: 'Program created successfully' };
    },
  });
  app.route({
    ...routeOf(updateOp),
    onRequest: admin,
    handler: async (request) => ({
      success: true as const,
      data: await updateProgram(deps, (request.params as TIdParams).id, request.body as TUpdateProgram),
      message: 'Program updated successfully',
    }),
  });
  app.route({
    ...routeOf(deleteOp),
    onRequest: admin,
    handler: async (request) => {
      await deleteProgram(deps, (request.params as TIdParams).id);
      return { success: true, message: 'Program deleted successfully' };
    },
  });
}

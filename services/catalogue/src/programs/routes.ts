import { adminOnly } from '@dalil/service-kit/auth';
import { pageAnswer } from '@dalil/contracts/common/envelope';
import { adminListPrograms, createProgram as createOp, deleteProgram as deleteOp, getProgram as getOp, listPrograms as listOp, updateProgram as updateOp } from '@dalil/contracts/catalogue/operations';
import { catalogueFeature } from '../context.ts';
import { sendCached } from '../events/index.ts';
import { createProgram, deleteProgram, updateProgram } from './manage-programs.ts';
import { createProgramRepository } from './program-repository.ts';
import { getProgram, listAllPrograms, listPrograms } from './read-programs.ts';

/**
 * Programs: public list and page (cached, active only); admin list, create, update, delete.
 * Written out like the universities' routes rather than through generic entity routes: the three
 * entities' operations differ (universities have no admin list and three more reads), and a
 * record per entity types each handler by its own operation, where a generic one needed casts.
 */
export const programRoutes = catalogueFeature('programs', [listOp, getOp, adminListPrograms, createOp, updateOp, deleteOp]).serve((scope, { catalogue: deps }) => {
  const programs = createProgramRepository(deps.pool);
  const admin = adminOnly(scope.tokens);
  return {
    'get /api/programs': {
      handler: async (request, reply) =>
        sendCached(request, reply, deps.cache, `programs:${JSON.stringify(request.query)}`, async () => pageAnswer(request.query, await listPrograms(programs, request.query))),
    },
    'get /api/programs/{id}': {
      handler: async (request, reply) => {
        const { id } = request.params;
        return sendCached(request, reply, deps.cache, `program:${id}`, async () => ({ success: true, data: await getProgram(programs, id) }));
      },
    },
    'get /api/admin/programs': {
      onRequest: admin,
      handler: async ({ query }) => pageAnswer(query, await listAllPrograms(programs, query)),
    },
    'post /api/admin/programs': {
      onRequest: admin,
      handler: async (request, reply) => {
        reply.code(201);
        return { success: true as const, data: await createProgram(deps, request.body), message: 'Program created successfully' };
      },
    },
    'put /api/admin/programs/{id}': {
      onRequest: admin,
      handler: async (request) => ({ success: true as const, data: await updateProgram(deps, request.params.id, request.body), message: 'Program updated successfully' }),
    },
    'delete /api/admin/programs/{id}': {
      onRequest: admin,
      handler: async (request) => {
        await deleteProgram(deps, request.params.id);
        return { success: true, message: 'Program deleted successfully' };
      },
    },
  };
});

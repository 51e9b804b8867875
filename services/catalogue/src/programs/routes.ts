import type { ServiceApp } from '@dalil/service-kit/create-service';
import type { TAdminListProgramsQuery, TCreateProgram, TListProgramsQuery, TUpdateProgram } from '@dalil/contracts/catalogue/program';
import { adminListPrograms, createProgram as createOp, deleteProgram as deleteOp, getProgram as getOp, listPrograms as listOp, updateProgram as updateOp } from '@dalil/contracts/catalogue/operations';
import type { CatalogueDeps } from '../context.ts';
import { registerEntityRoutes } from '../entity-routes.ts';
import { createProgram, deleteProgram, updateProgram } from './manage-programs.ts';
import { createProgramRepository } from './program-repository.ts';
import { getProgram, listAllPrograms, listPrograms } from './read-programs.ts';

/** Graduate programs: public list and page (active only); admin list, create, update, delete. */
export function registerProgramRoutes(app: ServiceApp, deps: CatalogueDeps): void {
  const programs = createProgramRepository(deps.pool);
  registerEntityRoutes(app, deps, {
    label: 'Program',
    cacheKey: 'program',
    operations: { list: listOp, get: getOp, adminList: adminListPrograms, create: createOp, update: updateOp, delete: deleteOp },
    list: (query: TListProgramsQuery) => listPrograms(programs, query),
    get: (id) => getProgram(programs, id),
    listAll: (query: TAdminListProgramsQuery) => listAllPrograms(programs, query),
    create: (input: TCreateProgram) => createProgram(deps, input),
    update: (id, patch: TUpdateProgram) => updateProgram(deps, id, patch),
    remove: (id) => deleteProgram(deps, id),
  });
}

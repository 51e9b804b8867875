import type { ServiceApp } from '@dalil/service-kit/create-service';
import type { TAdminListScholarshipsQuery, TCreateScholarship, TListScholarshipsQuery, TUpdateScholarship } from '@dalil/contracts/catalogue/scholarship';
import {
  adminListScholarships,
  createScholarship as createOp,
  deleteScholarship as deleteOp,
  getScholarship as getOp,
  listScholarships as listOp,
  updateScholarship as updateOp,
} from '@dalil/contracts/catalogue/operations';
import type { CatalogueDeps } from '../context.ts';
import { registerEntityRoutes } from '../entity-routes.ts';
import { createScholarship, deleteScholarship, updateScholarship } from './manage-scholarships.ts';
import { createScholarshipRepository } from './scholarship-repository.ts';
import { getScholarship, listAllScholarships, listScholarships } from './read-scholarships.ts';

/** Scholarships: public list and page (active only); admin list, create, update, delete. */
export function registerScholarshipRoutes(app: ServiceApp, deps: CatalogueDeps): void {
  const scholarships = createScholarshipRepository(deps.pool);
  registerEntityRoutes(app, deps, {
    label: 'Scholarship',
    cacheKey: 'scholarship',
    operations: { list: listOp, get: getOp, adminList: adminListScholarships, create: createOp, update: updateOp, delete: deleteOp },
    list: (query: TListScholarshipsQuery) => listScholarships(scholarships, query),
    get: (id) => getScholarship(scholarships, id),
    listAll: (query: TAdminListScholarshipsQuery) => listAllScholarships(scholarships, query),
    create: (input: TCreateScholarship) => createScholarship(deps, input),
    update: (id, patch: TUpdateScholarship) => updateScholarship(deps, id, patch),
    remove: (id) => deleteScholarship(deps, id),
  });
}

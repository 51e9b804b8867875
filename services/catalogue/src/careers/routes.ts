import { listCareerGrowth, listCareerSalaries, listCareers as listOperation, upsertCareer as upsertOperation } from '@dalil/contracts/careers/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import { catalogueFeature } from '../context.ts';
import { createCareerFieldRepository } from './career-field-repository.ts';
import { listCareers } from './list-careers.ts';
import { careerSalaries } from './salary-figures.ts';
import { careerGrowth } from './growth-figures.ts';
import { upsertCareer } from './upsert-career.ts';

export const careerRoutes = catalogueFeature('careers', [listOperation, listCareerSalaries, listCareerGrowth, upsertOperation]).serve((scope, { service }) => {
  const repository = createCareerFieldRepository(service.database.db);
  const pool = service.database.pool;
  return {
    'get /api/careers': {
      handler: async (request) => ({ success: true as const, data: await listCareers(repository, request.query) }),
    },
    'get /api/careers/salaries': {
      handler: async () => ({ success: true as const, data: await careerSalaries(pool, (await repository.listAll()).map((c) => c.slug)) }),
    },
    'get /api/careers/growth': {
      handler: async () => ({ success: true as const, data: await careerGrowth(pool, (await repository.listAll()).map((c) => c.slug)) }),
    },
    'put /api/admin/careers/{id}': {
      onRequest: adminOnly(scope.tokens),
      handler: async (request) => ({ success: true as const, data: await upsertCareer(repository, request.params.id, request.body) }),
    },
  };
});

import { listCareerGrowth, listCareerSalaries, listCareers as listOperation, upsertCareer as upsertOperation } from '@dalil/contracts/careers/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import type { CatalogueContext } from '../context.ts';
import { createCareerFieldRepository } from './career-field-repository.ts';
import { listCareers } from './list-careers.ts';
import { careerSalaries } from './salary-figures.ts';
import { careerGrowth } from './growth-figures.ts';
import { upsertCareer } from './upsert-career.ts';

export function registerCareerRoutes(app: ServiceApp, ctx: CatalogueContext) {
  const repository = createCareerFieldRepository(ctx.database.db);
  app.route({
    ...routeOf(listOperation),
    handler: async (request) => ({ success: true as const, data: await listCareers(repository, request.query) }),
  });
  app.route({
    ...routeOf(listCareerSalaries),
    handler: async () => ({
      success: true as const,
      data: await careerSalaries(ctx.database.pool, (await repository.listAll()).map((c) => c.slug)),
    }),
  });
  app.route({
    ...routeOf(listCareerGrowth),
    handler: async () => ({
      success: true as const,
      data: await careerGrowth(ctx.database.pool, (await repository.listAll()).map((c) => c.slug)),
    }),
  });
  app.route({
    ...routeOf(upsertOperation),
    onRequest: adminOnly(app.tokens),
    handler: async (request) => ({
      success: true as const,
      data: await upsertCareer(repository, request.params.id, request.body),
    }),
  });
}

import { listCostOfLiving, listLivingCostPrices as listPricesOperation, upsertCityCosts as upsertOperation } from '@dalil/contracts/cost-of-living/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import type { CatalogueContext } from '../context.ts';
import { createCityCostsRepository } from './city-costs-repository.ts';
import { listCityCosts } from './list-city-costs.ts';
import { listLivingCostPrices } from './living-cost-prices.ts';
import { upsertCityCosts } from './upsert-city-costs.ts';

export function registerCostOfLivingRoutes(app: ServiceApp, ctx: CatalogueContext) {
  const repository = createCityCostsRepository(ctx.database.db);
  app.route({
    ...routeOf(listCostOfLiving),
    handler: async () => ({ success: true as const, data: await listCityCosts(repository) }),
  });
  app.route({
    ...routeOf(listPricesOperation),
    handler: async () => ({ success: true as const, data: await listLivingCostPrices(ctx.database.pool) }),
  });
  app.route({
    ...routeOf(upsertOperation),
    onRequest: adminOnly(app.tokens),
    handler: async (request) => ({
      success: true as const,
      data: await upsertCityCosts(repository, request.params.id, request.body),
    }),
  });
}

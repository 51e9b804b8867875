import { listCostOfLiving, listLivingCostPrices as listPricesOperation, upsertCityCosts as upsertOperation } from '@dalil/contracts/cost-of-living/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import { catalogueFeature } from '../context.ts';
import { createCityCostsRepository } from './city-costs-repository.ts';
import { listCityCosts } from './list-city-costs.ts';
import { listLivingCostPrices } from './living-cost-prices.ts';
import { upsertCityCosts } from './upsert-city-costs.ts';

export const costOfLivingRoutes = catalogueFeature('cost-of-living', [listCostOfLiving, listPricesOperation, upsertOperation]).serve((scope, { service }) => {
  const repository = createCityCostsRepository(service.database.db);
  return {
    'get /api/cost-of-living': {
      handler: async () => ({ success: true as const, data: await listCityCosts(repository) }),
    },
    'get /api/cost-of-living/prices': {
      handler: async () => ({ success: true as const, data: await listLivingCostPrices(service.database.pool) }),
    },
    'put /api/admin/cost-of-living/{id}': {
      onRequest: adminOnly(scope.tokens),
      handler: async (request) => ({ success: true as const, data: await upsertCityCosts(repository, request.params.id, request.body) }),
    },
  };
});

import { jobsOperations } from '@dalil/contracts/jobs/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import { operationFinder } from '@dalil/service-kit/route';
import { jobsFeature } from '../context.ts';
import { createScrapeSourceRepository } from './scrape-source-repository.ts';

export const scrapeSourceRoutes = jobsFeature('scrape-sources', [operationFinder(jobsOperations)('get', '/api/admin/scrape-sources')]).serve((scope, { service }) => {
  const sources = createScrapeSourceRepository(service.database.db);
  return {
    'get /api/admin/scrape-sources': {
      onRequest: adminOnly(scope.tokens),
      handler: async () => {
        const [list, counts] = await Promise.all([sources.list(), sources.counts()]);
        return { success: true as const, data: { sources: list, counts } };
      },
    },
  };
});

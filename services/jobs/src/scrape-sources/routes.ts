import { jobsOperations } from '@dalil/contracts/jobs/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { operationFinder, routeOf } from '@dalil/service-kit/route';
import type { ScrapeSourceRepository } from './scrape-source-repository.ts';

const listSources = operationFinder(jobsOperations)('get', '/api/admin/scrape-sources');

export function scrapeSourceRoutes(app: ServiceApp, deps: { sources: ScrapeSourceRepository }) {
  app.route({
    ...routeOf(listSources),
    onRequest: adminOnly(app.tokens),
    handler: async () => {
      const [sources, counts] = await Promise.all([deps.sources.list(), deps.sources.counts()]);
      return { success: true as const, data: { sources, counts } };
    },
  });
}

import { jobsOperations } from '@dalil/contracts/jobs/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { Invalid } from '@dalil/service-kit/errors';
import { operationFinder, routeOf } from '@dalil/service-kit/route';
import type { QueueSet } from '../queues/index.ts';
import { scrapeStatus, startScrape, testScrape } from './start-scrape.ts';

const op = operationFinder(jobsOperations);

export function scrapingRoutes(app: ServiceApp, deps: { queues: QueueSet; testWaitMs: number }) {
  const guard = adminOnly(app.tokens);
  for (const [path, enhanced] of [['/enhanced-admin/scrape/start', false], ['/enhanced-admin/enhanced-scraping', true]] as const) {
    app.route({
      ...routeOf(op('post', path)),
      onRequest: guard,
      handler: async (request, reply) => {
        const started = await startScrape(deps, { enhanced, requestedBy: request.user!.username });
        reply.code(202);
        return { success: true as const, message: started.message, data: { jobId: started.jobId, state: started.state } };
      },
    });
  }
  app.route({
    ...routeOf(op('get', '/enhanced-admin/scrape/status')),
    onRequest: guard,
    handler: async () => {
      const status = await scrapeStatus(deps);
      return { success: true as const, ...status, data: status };
    },
  });
  app.route({
    ...routeOf(op('post', '/enhanced-admin/test-scraping/{kind}')),
    onRequest: guard,
    handler: async (request, reply) => {
      const { kind } = request.params;
      const outcome = await testScrape({ queues: deps.queues, waitMs: deps.testWaitMs }, { kind, requestedBy: request.user!.username });
      if (outcome.failed) throw new Invalid(outcome.message);
      reply.code(outcome.finished ? 200 : 202);
      return {
        success: true as const,
        count: outcome.count,
        message: outcome.message,
        data: { jobId: outcome.jobId, state: outcome.state, finished: outcome.finished, sources: outcome.sources },
      };
    },
  });
}

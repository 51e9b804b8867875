import { jobsOperations } from '@dalil/contracts/jobs/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import { Invalid } from '@dalil/service-kit/errors';
import { operationFinder } from '@dalil/service-kit/route';
import { jobsFeature } from '../context.ts';
import { scrapeStatus, startScrape, testScrape } from './start-scrape.ts';

const op = operationFinder(jobsOperations);

export const scrapingRoutes = jobsFeature('scraping', [
  op('post', '/enhanced-admin/scrape/start'),
  op('post', '/enhanced-admin/enhanced-scraping'),
  op('get', '/enhanced-admin/scrape/status'),
  op('post', '/enhanced-admin/test-scraping/{kind}'),
]).serve((scope, deps) => {
  const guard = adminOnly(scope.tokens);
  // Both start calls (the plain one and the spec's enhanced one) answer alike.
  const start = async (enhanced: boolean, requestedBy: string) => {
    const started = await startScrape({ queues: deps.queues }, { enhanced, requestedBy });
    return { success: true as const, message: started.message, data: { jobId: started.jobId, state: started.state } };
  };
  return {
    'post /enhanced-admin/scrape/start': {
      onRequest: guard,
      handler: async (request, reply) => {
        reply.code(202);
        return start(false, request.user!.username);
      },
    },
    'post /enhanced-admin/enhanced-scraping': {
      onRequest: guard,
      handler: async (request, reply) => {
        reply.code(202);
        return start(true, request.user!.username);
      },
    },
    'get /enhanced-admin/scrape/status': {
      onRequest: guard,
      handler: async () => {
        const status = await scrapeStatus({ queues: deps.queues });
        return { success: true as const, ...status, data: status };
      },
    },
    'post /enhanced-admin/test-scraping/{kind}': {
      onRequest: guard,
      handler: async (request, reply) => {
        const { kind } = request.params;
        const outcome = await testScrape({ queues: deps.queues, waitMs: deps.service.config.TEST_SCRAPE_WAIT_MS }, { kind, requestedBy: request.user!.username });
        if (outcome.failed) throw new Invalid(outcome.message);
        reply.code(outcome.finished ? 200 : 202);
        return {
          success: true as const,
          count: outcome.count,
          message: outcome.message,
          data: { jobId: outcome.jobId, state: outcome.state, finished: outcome.finished, sources: outcome.sources },
        };
      },
    },
  };
});

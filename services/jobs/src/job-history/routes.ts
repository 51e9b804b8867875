import { jobsOperations } from '@dalil/contracts/jobs/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { operationFinder, routeOf } from '@dalil/service-kit/route';
import type { QueueSet } from '../queues/index.ts';
import { cancelJob, getJob, listJobs, openRejectedRows, retryJob } from './job-history.ts';
import { streamJobEvents } from './stream-job-events.ts';

const op = operationFinder(jobsOperations);

export function jobHistoryRoutes(app: ServiceApp, deps: { queues: QueueSet; uploadDir: string }) {
  const guard = adminOnly(app.tokens);
  const { queues } = deps;
  app.route({
    ...routeOf(op('get', '/api/admin/jobs')),
    onRequest: guard,
    handler: async (request) => {
      const result = await listJobs(queues, request.query);
      return { success: true as const, ...result };
    },
  });
  app.route({
    ...routeOf(op('get', '/api/admin/jobs/{id}')),
    onRequest: guard,
    handler: async (request) => ({ success: true as const, data: await getJob(queues, request.params.id) }),
  });
  app.route({
    ...routeOf(op('get', '/api/admin/jobs/{id}/events')),
    onRequest: guard,
    handler: async (request, reply) => streamJobEvents(queues, request.params.id, reply),
  });
  app.route({
    ...routeOf(op('get', '/api/admin/jobs/{id}/rejected.csv')),
    onRequest: guard,
    handler: async (request, reply) => {
      const { id } = request.params;
      const stream = await openRejectedRows(queues, id, deps.uploadDir);
      reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="rejected-rows-${id}.csv"`);
      // The 200 schema documents the CSV text; the file is piped as a stream, which the typed reply cannot express.
      return reply.send(stream as never);
    },
  });
  app.route({
    ...routeOf(op('post', '/api/admin/jobs/{id}/retry')),
    onRequest: guard,
    handler: async (request) => ({
      success: true as const,
      message: 'Job queued again',
      data: await retryJob(queues, request.params.id),
    }),
  });
  app.route({
    ...routeOf(op('post', '/api/admin/jobs/{id}/cancel')),
    onRequest: guard,
    handler: async (request) => ({
      success: true as const,
      message: 'Cancellation requested',
      data: await cancelJob(queues, request.params.id, deps.uploadDir),
    }),
  });
}

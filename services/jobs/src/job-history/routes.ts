import { jobsOperations } from '@dalil/contracts/jobs/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import { operationFinder } from '@dalil/service-kit/route';
import { jobsFeature } from '../context.ts';
import { cancelJob, getJob, listJobs, openRejectedRows, retryJob } from './job-history.ts';
import { streamJobEvents } from './stream-job-events.ts';

const op = operationFinder(jobsOperations);

export const jobHistoryRoutes = jobsFeature('job-history', [
  op('get', '/api/admin/jobs'),
  op('get', '/api/admin/jobs/{id}'),
  op('get', '/api/admin/jobs/{id}/events'),
  op('get', '/api/admin/jobs/{id}/rejected.csv'),
  op('post', '/api/admin/jobs/{id}/retry'),
  op('post', '/api/admin/jobs/{id}/cancel'),
]).serve((scope, { service, queues }) => {
  const guard = adminOnly(scope.tokens);
  const uploadDir = service.config.UPLOAD_DIR;
  return {
    'get /api/admin/jobs': {
      onRequest: guard,
      handler: async (request) => {
        const result = await listJobs(queues, request.query);
        return { success: true as const, ...result };
      },
    },
    'get /api/admin/jobs/{id}': {
      onRequest: guard,
      handler: async (request) => ({ success: true as const, data: await getJob(queues, request.params.id) }),
    },
    'get /api/admin/jobs/{id}/events': {
      onRequest: guard,
      handler: async (request, reply) => streamJobEvents(queues, request.params.id, reply),
    },
    'get /api/admin/jobs/{id}/rejected.csv': {
      onRequest: guard,
      handler: async (request, reply) => {
        const { id } = request.params;
        const stream = await openRejectedRows(queues, id, uploadDir);
        reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="rejected-rows-${id}.csv"`);
        // The 200 schema documents the CSV text; the file is piped as a stream, which the typed reply cannot express.
        return reply.send(stream as never);
      },
    },
    'post /api/admin/jobs/{id}/retry': {
      onRequest: guard,
      handler: async (request) => ({
        success: true as const,
        message: 'Job queued again',
        data: await retryJob(queues, request.params.id),
      }),
    },
    'post /api/admin/jobs/{id}/cancel': {
      onRequest: guard,
      handler: async (request) => ({
        success: true as const,
        message: 'Cancellation requested',
        data: await cancelJob(queues, request.params.id, uploadDir),
      }),
    },
  };
});

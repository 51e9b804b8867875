/**
 * One BullMQ worker per queue, dispatching by job name to the handlers in jobs/registry.ts:
 * what the workers process runs (main.ts) and what the pipeline tests run in-process.
 */
import { UnrecoverableError, Worker, type WorkerOptions } from 'bullmq';
import { QUEUE_NAMES, type TQueueName } from '@dalil/contracts/jobs/queues';
import { createRedis } from '@dalil/service-kit/redis';
import { JOB_HANDLERS } from './jobs/registry.ts';
import { lostAttemptOf, type LostAttempt } from './jobs/interrupted-attempts.ts';
import { removeFinishedUpload } from './jobs/uploaded-file.ts';
import type { WorkerContext } from './worker-context.ts';

export interface QueueWorkerHooks {
  /** An attempt took over from a lost one (before the handler runs). */
  onLostAttempt?: (queue: TQueueName, jobId: string | undefined, lost: LostAttempt) => void;
  onRunning?: (queue: TQueueName, delta: 1 | -1) => void;
  /** BullMQ's worker errors: lost connections, locks it could not renew, states it could not write. */
  onError?: (queue: TQueueName, error: Error) => void;
}

export function startQueueWorkers(
  ctx: WorkerContext,
  options: { concurrency: number; settings?: Partial<WorkerOptions> } & QueueWorkerHooks,
): Worker[] {
  const { config } = ctx;
  return QUEUE_NAMES.map((queue) => {
    const handlers = new Map(JOB_HANDLERS.filter((h) => h.queue === queue).map((h) => [h.name, h]));
    const worker = new Worker(
      queue,
      async (job) => {
        const handler = handlers.get(job.name);
        if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}" on queue "${queue}"`);
        const lost = lostAttemptOf(job);
        if (lost) options.onLostAttempt?.(queue, job.id, lost);
        options.onRunning?.(queue, 1);
        try {
          return await handler.run(job, ctx, lost);
        } finally {
          options.onRunning?.(queue, -1);
        }
      },
      {
        connection: createRedis(config.REDIS_URL, 'worker'),
        prefix: config.REDIS_PREFIX,
        concurrency: options.concurrency,
        ...options.settings,
      },
    );
    worker.on('error', (error) => options.onError?.(queue, error));
    // Written after BullMQ stored the final state: only then may the upload go.
    const removeUpload = (job: Parameters<typeof removeFinishedUpload>[2], failure?: Error) =>
      void removeFinishedUpload(config.UPLOAD_DIR, queue, job, failure).catch((error: unknown) => ctx.log.warn({ err: error, jobId: job.id }, 'could not remove the upload of a finished job'));
    worker.on('completed', (job) => {
      ctx.log.info({ queue, jobId: job.id }, 'job completed');
      removeUpload(job);
    });
    worker.on('failed', (job, error) => {
      ctx.log.warn({ queue, jobId: job?.id, err: error.message }, 'job failed');
      if (job) removeUpload(job, error);
    });
    return worker;
  });
}

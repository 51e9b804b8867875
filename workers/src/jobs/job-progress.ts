/**
 * Progress for a running job: `job.updateProgress({rowsRead,totalRows,percent})` at most a few
 * times a second, and between updates a look at the administrator's cancel request, which stops
 * the job as a permanent failure (the importers roll back their transaction when it throws).
 */
import { UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { cancelRequestKey, type TJobProgress, type TQueueName } from '@dalil/contracts/jobs/queues';
import { createRedis } from '@dalil/service-kit/redis';
import type { WorkerContext } from '../worker-context.ts';

const CANCELLED_MESSAGE = 'Cancelled by an administrator';

let shared: Redis | undefined;
/** One small producer connection per workers process for cancel flags and events. */
export function sharedRedis(ctx: WorkerContext): Redis {
  if (!shared) {
    shared = createRedis(ctx.config.REDIS_URL, 'producer', { lazyConnect: false });
  }
  return shared;
}

export function createJobProgress(job: Job, ctx: WorkerContext, queue: TQueueName, minIntervalMs = 300) {
  let last = 0;
  const key = cancelRequestKey(ctx.config.REDIS_PREFIX, queue, job.id!);
  async function checkCancelled() {
    const flag = await sharedRedis(ctx).get(key).catch(() => null);
    if (flag) {
      await sharedRedis(ctx).del(key).catch(() => undefined);
      throw new UnrecoverableError(CANCELLED_MESSAGE);
    }
  }
  return {
    checkCancelled,
    async report(rowsRead: number, totalRows: number | null | undefined, stage?: string) {
      const now = Date.now();
      if (now - last < minIntervalMs) return;
      last = now;
      await checkCancelled();
      const total = totalRows ?? null;
      const percent = total ? Math.min(99, Math.floor((rowsRead / total) * 100)) : 0;
      const progress: TJobProgress = { rowsRead, totalRows: total, percent, ...(stage ? { stage } : {}), at: new Date(now).toISOString() };
      await job.updateProgress(progress);
    },
    async done(rowsRead: number, totalRows: number | null | undefined) {
      await job.updateProgress({ rowsRead, totalRows: totalRows ?? rowsRead, percent: 100, at: new Date().toISOString() } satisfies TJobProgress);
    },
  };
}

/** Invalid payloads never get better on retry. */
export function parsePayload<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { message: string } } }, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError(`Invalid job payload: ${parsed.error.message}`);
  return parsed.data;
}

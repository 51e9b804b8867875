/**
 * Progress for a running job: `job.updateProgress({rowsRead,totalRows,percent})` at most a few
 * times a second, and between updates a look at the administrator's cancel request, which stops
 * the job as a permanent failure (the importers roll back their transaction when it throws).
 * Every report names its attempt, so a lost attempt's count is never shown as the job's.
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

export type JobProgress = ReturnType<typeof createJobProgress>;

export function createJobProgress(job: Job, ctx: WorkerContext, queue: TQueueName, minIntervalMs = 300) {
  let last = 0;
  const key = cancelRequestKey(ctx.config.REDIS_PREFIX, queue, job.id!);
  // BullMQ counts the attempt when it starts: this one's number.
  const attempt = Math.max(1, job.attemptsStarted);
  // Progress is for the panel: while Redis is away it is skipped, never queued, so an import
  // runs on (and commits; import-once.ts makes that safe) instead of holding its transaction
  // open until Redis returns.
  const update = async (progress: TJobProgress) => {
    if (sharedRedis(ctx).status !== 'ready') return;
    await job.updateProgress(progress);
  };
  async function checkCancelled() {
    const flag = await sharedRedis(ctx).get(key).catch(() => null);
    if (flag) {
      await sharedRedis(ctx).del(key).catch(() => undefined);
      throw new UnrecoverableError(CANCELLED_MESSAGE);
    }
  }
  return {
    checkCancelled,
    /** A phase before any row is read (reading the file, waiting for a lost attempt), reported at once. */
    async stage(stage: string) {
      // Not counted against the interval: the first rows read are reported at once.
      last = 0;
      await update({ rowsRead: 0, totalRows: null, percent: 0, stage, at: new Date().toISOString(), attempt });
    },
    async report(rowsRead: number, totalRows: number | null | undefined, stage?: string) {
      const now = Date.now();
      if (now - last < minIntervalMs) return;
      last = now;
      await checkCancelled();
      const total = totalRows ?? null;
      const percent = total ? Math.min(99, Math.floor((rowsRead / total) * 100)) : 0;
      const progress: TJobProgress = { rowsRead, totalRows: total, percent, ...(stage ? { stage } : {}), at: new Date(now).toISOString(), attempt };
      await update(progress);
    },
    async done(rowsRead: number, totalRows: number | null | undefined) {
      await update({ rowsRead, totalRows: totalRows ?? rowsRead, percent: 100, at: new Date().toISOString(), attempt });
    },
  };
}

/** Invalid payloads never get better on retry. */
export function parsePayload<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { message: string } } }, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError(`Invalid job payload: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * A job handed over after its worker was lost (killed, crashed, cut off from Redis: its lock
 * expired and BullMQ's stalled check put it back in the queue) would otherwise restart from row
 * 0 and end `completed` as if nothing happened. The next attempt writes down the lost one —
 * when it was taken over, its last progress (time, row, stage) and why — in the job's history.
 */
import type { Job } from 'bullmq';
import { interruptionsOf, type TJobInterruption } from '@dalil/contracts/jobs/jobs';
import { ZJobProgress } from '@dalil/contracts/jobs/queues';

/**
 * BullMQ's lock and stalled-check timings: a lost worker is noticed within 10 s (its lock lapses
 * 8 s after the last renewal; the stalled check runs every 2 s). The lock is renewed every 2 s,
 * so a busy event loop (a large file being parsed) has 6 s of slack before its lock lapses.
 */
export const LOCK_SETTINGS = {
  lockDuration: 8_000,
  lockRenewTime: 2_000,
  stalledInterval: 2_000,
  maxStalledCount: 2,
} as const;

export async function recordInterruptedAttempt(job: Job, now = new Date()): Promise<TJobInterruption | undefined> {
  const recorded = interruptionsOf(job.data);
  if ((job.stalledCounter ?? 0) <= recorded.length) return undefined;
  // The job as handed to this attempt still carries the lost attempt's last progress.
  const progress = ZJobProgress.safeParse(job.progress);
  const last = progress.success ? progress.data : undefined;
  const interruption: TJobInterruption = {
    detectedAt: now.toISOString(),
    lastProgressAt: last?.at ?? null,
    rowsRead: last ? last.rowsRead : null,
    totalRows: last ? last.totalRows : null,
    ...(last?.stage ? { stage: last.stage } : {}),
    reason: 'worker-lost',
    message: `The worker running this attempt stopped answering (its lock lapsed after ${LOCK_SETTINGS.lockDuration / 1000} s): it was stopped, crashed or lost Redis. The job started again from the beginning; nothing of the lost attempt was kept.`,
  };
  // BullMQ hands job data over untyped: the payload, with what earlier attempts added, is kept as it is.
  const data: Record<string, unknown> = job.data;
  await job.updateData({ ...data, interruptions: [...recorded, interruption] });
  return interruption;
}

/**
 * A job handed over after its worker was lost (killed, crashed, cut off from Redis: its lock
 * expired and BullMQ's stalled check put it back in the queue) would otherwise restart from row
 * 0 and end `completed` as if nothing happened. The next attempt writes down the lost one —
 * when it was taken over, its last progress (time, row, stage), why, and what became of its
 * work — in the job's history.
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

/** A lost attempt as the next one finds it, before what became of its work is known. */
export type LostAttempt = Omit<TJobInterruption, 'outcome' | 'message'>;
export type LostAttemptOutcome = NonNullable<TJobInterruption['outcome']>;

const LAPSED = `its worker stopped answering (its lock lapsed after ${LOCK_SETTINGS.lockDuration / 1000} s): it was stopped, crashed or lost Redis`;
const MESSAGES: Record<LostAttemptOutcome, string> = {
  'nothing-kept': `The attempt was lost: ${LAPSED}. The job started again from the beginning; nothing of the lost attempt was kept.`,
  committed: `The attempt was lost: ${LAPSED}. It had already stored the import (committed), so this attempt did not import again: it found that commit and finished the job with its result.`,
  'partly-kept': `The attempt was lost: ${LAPSED}. What it had written so far stays; the job ran again from the beginning and completed what was missing.`,
};

/** The attempt this one takes over from, when the previous one was lost (not yet recorded). */
export function lostAttemptOf(job: Job, now = new Date()): LostAttempt | undefined {
  if ((job.stalledCounter ?? 0) <= interruptionsOf(job.data).length) return undefined;
  // The job as handed to this attempt still carries the last progress reported: the lost
  // attempt's, unless it was lost before it reported any (then an older attempt's, not its own).
  const progress = ZJobProgress.safeParse(job.progress);
  const own = progress.success && (progress.data.attempt === undefined || progress.data.attempt === job.attemptsStarted - 1);
  const last = own ? progress.data : undefined;
  return {
    detectedAt: now.toISOString(),
    lastProgressAt: last?.at ?? null,
    rowsRead: last ? last.rowsRead : null,
    totalRows: last ? last.totalRows : null,
    ...(last?.stage ? { stage: last.stage } : {}),
    reason: 'worker-lost',
  };
}

/** Writes the lost attempt into the job's history, saying what became of its work. */
export async function recordLostAttempt(job: Job, lost: LostAttempt, outcome: LostAttemptOutcome): Promise<TJobInterruption> {
  const interruption: TJobInterruption = { ...lost, outcome, message: MESSAGES[outcome] };
  // BullMQ hands job data over untyped: the payload, with what earlier attempts added, is kept as it is.
  const data: Record<string, unknown> = job.data;
  await job.updateData({ ...data, interruptions: [...interruptionsOf(job.data), interruption] });
  return interruption;
}

import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';
import { QUEUE_NAMES, ZJobProgress } from './queues.ts';

export const JOB_STATES = ['waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized', 'waiting-children', 'unknown'] as const;
export const ZJobState = z.enum(JOB_STATES);
export type TJobState = z.infer<typeof ZJobState>;

/**
 * What the panel says of a job: its queue state, except for a scraping run that finished with
 * failed sources. BullMQ calls such a run completed; the panel calls it `failed` when every
 * source failed (nothing was read) and `completed-with-errors` when only some did.
 */
export const JOB_STATUSES = [...JOB_STATES, 'completed-with-errors'] as const;
export const ZJobStatus = z.enum(JOB_STATUSES);
export type TJobStatus = z.infer<typeof ZJobStatus>;

const ZSourceCounts = z.object({ failedSources: z.number().int(), sources: z.array(z.unknown()) });

/** A job's status from its queue state and its result (see JOB_STATUSES). */
export function jobStatusOf(state: TJobState, result: unknown): TJobStatus {
  if (state !== 'completed') return state;
  const counts = ZSourceCounts.safeParse(result);
  if (!counts.success || counts.data.failedSources === 0) return state;
  return counts.data.failedSources >= counts.data.sources.length ? 'failed' : 'completed-with-errors';
}

/**
 * What became of a lost attempt's work: `nothing-kept` (a transactional import rolled back, or
 * a test run that writes nothing; the next attempt started from the beginning), `committed`
 * (the import was stored before the attempt was lost; the next one found it and only finished
 * the job), `partly-kept` (a scraping run's records written so far stay; the next run upserts).
 */
export const JOB_INTERRUPTION_OUTCOMES = ['nothing-kept', 'committed', 'partly-kept'] as const;

/**
 * An attempt that stopped without finishing: its worker was killed, crashed or lost Redis, so
 * its lock expired and the job was handed to another attempt.
 */
export const ZJobInterruption = z.object({
  /** When the next attempt took the job over. */
  detectedAt: z.string(),
  /** The lost attempt's last progress report: when, which row it had reached, at what stage. */
  lastProgressAt: z.string().nullable(),
  rowsRead: z.number().int().nullable(),
  totalRows: z.number().int().nullable(),
  stage: z.string().optional(),
  reason: z.literal('worker-lost'),
  /** Absent in entries written before it was recorded (those attempts kept nothing). */
  outcome: z.enum(JOB_INTERRUPTION_OUTCOMES).optional(),
  message: z.string(),
});
export type TJobInterruption = z.infer<typeof ZJobInterruption>;

/**
 * A job's interrupted attempts travel in its data under `interruptions` (written by the
 * workers, never by a producer), so they are read with the job and removed with it.
 */
export function interruptionsOf(data: unknown): TJobInterruption[] {
  const parsed = z.object({ interruptions: z.array(ZJobInterruption) }).safeParse(data);
  return parsed.success ? parsed.data.interruptions : [];
}

/** A job as the panel shows it: state, progress, timings, result and error. */
export const ZJob = z.object({
  id: z.string(),
  queue: z.enum(QUEUE_NAMES),
  name: z.string(),
  state: ZJobState,
  /** What the panel shows: the state, or what a finished scraping run came to (see jobStatusOf). */
  status: ZJobStatus,
  /** The current (or last) attempt's own progress; null until it reports (never a lost attempt's). */
  progress: ZJobProgress.nullable(),
  /** Attempts started so far, lost ones included. */
  attemptsMade: z.number().int(),
  /** Attempts allowed before the job fails (lost attempts are limited apart, see docs/operations.md). */
  attempts: z.number().int(),
  /** When the job was queued (the upload, for an import). */
  createdAt: z.string(),
  /** When the last attempt started. */
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The last attempt's own time, start to finish. */
  durationMs: z.number().nullable(),
  /** Time since the job was queued: until it finished, or until now while it is unfinished. */
  totalMs: z.number(),
  /** What the job works on, for the history table (kind, file name, title). */
  label: z.string(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  /** Rows the import rejected can be downloaded as CSV. */
  hasRejectedRows: z.boolean(),
  /** Attempts lost on the way, oldest first (empty when every attempt ran to its end). */
  interruptions: z.array(ZJobInterruption),
});
export type TJob = z.infer<typeof ZJob>;

export const ZJobIdParams = z.object({
  id: z.string().regex(/^[a-zA-Z0-9_-]{1,120}$/, 'Invalid job id'),
});

export const ZListJobsQuery = ZPageQuery(20).extend({
  /** One queue or several, comma separated (e.g. import-csv,import-pdf). */
  queue: z
    .string()
    .transform((value) => value.split(',').map((q) => q.trim()).filter(Boolean))
    .pipe(z.array(z.enum(QUEUE_NAMES, { message: `queue must be one or more of ${QUEUE_NAMES.join(', ')}` })).min(1))
    .optional(),
  state: z.enum(['waiting', 'active', 'completed', 'failed', 'delayed'], { message: 'state must be one of waiting, active, completed, failed, delayed' }).optional(),
});
export type TListJobsQuery = z.infer<typeof ZListJobsQuery>;

/** One Server-Sent Event of GET /api/admin/jobs/{id}/events (the `data:` line). */
export const ZJobEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), job: ZJob }),
  z.object({ type: z.literal('progress'), jobId: z.string(), progress: ZJobProgress }),
  z.object({ type: z.literal('completed'), jobId: z.string(), job: ZJob }),
  z.object({ type: z.literal('failed'), jobId: z.string(), job: ZJob }),
]);
export type TJobEvent = z.infer<typeof ZJobEvent>;

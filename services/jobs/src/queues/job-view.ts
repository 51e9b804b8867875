import type { Job } from 'bullmq';
import { ZJobProgress, type TJobProgress, type TQueueName } from '@dalil/contracts/jobs/queues';
import { interruptionsOf, jobStatusOf, type TJob, type TJobState } from '@dalil/contracts/jobs/jobs';

function labelOf(queue: TQueueName, data: Record<string, unknown>): string {
  switch (queue) {
    case 'import-csv':
      return `${String(data.kind ?? 'csv')}${data.year ? ` ${data.year}` : ''} — ${String(data.originalName ?? '')}`;
    case 'import-pdf':
      return String(data.title ?? data.originalName ?? 'PDF');
    case 'scrape':
      return `${data.enhanced ? 'enhanced' : 'full'}: ${Array.isArray(data.kinds) ? data.kinds.join(', ') : ''}`;
    case 'test-scrape':
      return `test: ${String(data.kind ?? '')}`;
  }
}

/** States in which no attempt runs yet: the stored progress is an earlier attempt's (lost, or failed and retried later). */
const BETWEEN_ATTEMPTS = new Set<TJobState>(['waiting', 'delayed', 'prioritized']);

/**
 * The current (or last) attempt's own progress. A job handed over after its worker was lost
 * still carries the lost attempt's progress until the new attempt reports, and that count must
 * never be quoted as the job's (the new attempt started again from row 0).
 */
export function currentProgress(job: Job, state: TJobState): TJobProgress | null {
  const parsed = ZJobProgress.safeParse(job.progress);
  if (!parsed.success) return null;
  const progress = parsed.data;
  // Reported before attempts were numbered: shown as it is.
  if (progress.attempt === undefined) return progress;
  if (BETWEEN_ATTEMPTS.has(state)) return null;
  return progress.attempt === job.attemptsStarted ? progress : null;
}

/** A BullMQ job as the panel and the API show it. */
export async function toJobView(job: Job, queue: TQueueName, knownState?: TJobState): Promise<TJob> {
  const state: TJobState = (knownState ?? (await job.getState())) || 'unknown';
  // BullMQ hands the stored result over untyped; the panel shows any object a job returned.
  const returned: unknown = job.returnvalue;
  const result: TJob['result'] = returned && typeof returned === 'object' ? { ...returned } : null;
  const startedAt = job.processedOn ? new Date(job.processedOn).toISOString() : null;
  const finishedAt = job.finishedOn ? new Date(job.finishedOn).toISOString() : null;
  return {
    id: job.id!,
    queue,
    name: job.name,
    state,
    status: jobStatusOf(state, result),
    progress: currentProgress(job, state),
    // BullMQ counts an attempt when it finishes (attemptsMade) and when it starts (attemptsStarted):
    // a lost attempt never finished, so only the second counts it.
    attemptsMade: Math.max(job.attemptsMade, job.attemptsStarted),
    attempts: job.opts.attempts ?? 1,
    createdAt: new Date(job.timestamp).toISOString(),
    startedAt,
    finishedAt,
    durationMs: job.processedOn && job.finishedOn ? job.finishedOn - job.processedOn : null,
    totalMs: Math.max(0, (job.finishedOn ?? Date.now()) - job.timestamp),
    label: labelOf(queue, { ...job.data }),
    result,
    error: state === 'failed' ? job.failedReason || 'Failed' : null,
    hasRejectedRows: result?.rejectedFile === true,
    interruptions: interruptionsOf(job.data),
  };
}

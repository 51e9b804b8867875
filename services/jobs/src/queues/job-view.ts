import type { Job } from 'bullmq';
import { ZJobProgress, type TQueueName } from '@dalil/contracts/jobs/queues';
import { interruptionsOf, type TJob, type TJobState } from '@dalil/contracts/jobs/jobs';

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

/** A BullMQ job as the panel and the API show it. */
export async function toJobView(job: Job, queue: TQueueName, knownState?: TJobState): Promise<TJob> {
  const state: TJobState = (knownState ?? (await job.getState())) || 'unknown';
  const progress = ZJobProgress.safeParse(job.progress);
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
    progress: progress.success ? progress.data : null,
    attemptsMade: job.attemptsMade,
    attempts: job.opts.attempts ?? 1,
    createdAt: new Date(job.timestamp).toISOString(),
    startedAt,
    finishedAt,
    durationMs: job.processedOn && job.finishedOn ? job.finishedOn - job.processedOn : null,
    label: labelOf(queue, { ...job.data }),
    result,
    error: state === 'failed' ? job.failedReason || 'Failed' : null,
    hasRejectedRows: result?.rejectedFile === true,
    interruptions: interruptionsOf(job.data),
  };
}

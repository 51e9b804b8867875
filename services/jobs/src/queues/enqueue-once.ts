import type { JobsOptions } from 'bullmq';
import type { TJobRequest } from '@dalil/contracts/jobs/queues';
import type { QueueSet } from './queue-set.ts';

/**
 * Adds a job under an id derived from the request. While a job with that id is waiting or
 * running the same request returns it (a double click runs once); once it has finished the
 * request runs again (a deliberate repeat).
 */
export async function enqueueOnce(
  queues: QueueSet,
  request: TJobRequest,
  jobId: string,
  options: JobsOptions = {},
): Promise<{ jobId: string; duplicate: boolean }> {
  const q = queues.queues[request.queue];
  const existing = await q.getJob(jobId);
  if (existing) {
    const state = await existing.getState();
    if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return { jobId, duplicate: true };
    await existing.remove().catch(() => undefined);
  }
  const job = await q.add(request.name, request.payload, { ...options, jobId });
  return { jobId: job.id!, duplicate: false };
}

import { createReadStream } from 'node:fs';
import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Job, JobType } from 'bullmq';
import { paginate } from '@dalil/contracts/common/envelope';
import type { TJob, TJobState, TListJobsQuery } from '@dalil/contracts/jobs/jobs';
import { QUEUE_NAMES, cancelRequestKey, rejectedRowsFileName, type TQueueName } from '@dalil/contracts/jobs/queues';
import { Conflict, NotFound } from '@dalil/service-kit/errors';
import type { QueueSet } from '../queues/index.ts';
import { toJobView } from '../queues/index.ts';

/** The states the panel lists: names BullMQ and the contract share. */
type TListedState = TJobState & JobType;
const LISTED: TListedState[] = ['active', 'waiting', 'delayed', 'prioritized', 'completed', 'failed'];

/** Job ids name their queue (csv-…, pdf-…, scrape-…, test-…), so a lookup needs no scan. */
export function queueOfJobId(id: string): TQueueName | undefined {
  if (id.startsWith('csv-')) return 'import-csv';
  if (id.startsWith('pdf-')) return 'import-pdf';
  if (id.startsWith('scrape-')) return 'scrape';
  if (id.startsWith('test-')) return 'test-scrape';
  return undefined;
}

/**
 * The state is read before the job itself: a job that fails between the two reads then shows
 * its failure reason with its state, never 'failed' with the reason of a moment earlier (none).
 */
export async function findJob(queues: QueueSet, id: string): Promise<{ job: Job; queue: TQueueName; state: TJobState }> {
  const queue = queueOfJobId(id);
  const state = queue ? await queues.queues[queue].getJobState(id) : 'unknown';
  const job = queue && state !== 'unknown' ? await queues.queues[queue].getJob(id) : undefined;
  if (!queue || !job) throw new NotFound(`Job ${id} not found`);
  return { job, queue, state };
}

export async function listJobs(queues: QueueSet, query: TListJobsQuery) {
  const names = query.queue ?? [...QUEUE_NAMES];
  const types: TListedState[] = query.state ? (query.state === 'waiting' ? ['waiting', 'prioritized'] : [query.state]) : LISTED;
  const needed = query.page * query.limit;
  const gathered: Array<{ job: Job; queue: TQueueName; state: TJobState }> = [];
  let total = 0;
  for (const name of names) {
    const q = queues.queues[name];
    // One list per state (read together), so each job is shown with the state its snapshot was taken in.
    const [count, ...lists] = await Promise.all([q.getJobCountByTypes(...types), ...types.map((type) => q.getJobs([type], 0, needed - 1, false))]);
    total += count;
    lists.forEach((jobs, i) => {
      for (const job of jobs) if (job) gathered.push({ job, queue: name, state: types[i]! });
    });
  }
  gathered.sort((a, b) => b.job.timestamp - a.job.timestamp);
  const pageItems = gathered.slice((query.page - 1) * query.limit, needed);
  const data = await Promise.all(pageItems.map(({ job, queue, state }) => toJobView(job, queue, state)));
  return { data, pagination: paginate(query.page, query.limit, total) };
}

export async function getJob(queues: QueueSet, id: string): Promise<TJob> {
  const { job, queue, state } = await findJob(queues, id);
  return toJobView(job, queue, state);
}

export async function retryJob(queues: QueueSet, id: string): Promise<TJob> {
  const { job, queue, state } = await findJob(queues, id);
  if (state !== 'failed') throw new Conflict(`Only failed jobs can be retried; job ${id} is ${state}`);
  await queues.redis.del(cancelRequestKey(queues.prefix, queue, id));
  await job.retry('failed', { resetAttemptsMade: true });
  return toJobView((await queues.queues[queue].getJob(id)) ?? job, queue);
}

/**
 * Waiting and delayed jobs are removed at once; a running job is asked to stop (its handler
 * checks between batches and fails with 'Cancelled by an administrator').
 */
export async function cancelJob(queues: QueueSet, id: string, uploadDir: string): Promise<TJob> {
  const { job, queue, state } = await findJob(queues, id);
  if (state === 'completed' || state === 'failed') throw new Conflict(`Job ${id} has already finished (${state})`);
  if (state === 'active') {
    await queues.redis.set(cancelRequestKey(queues.prefix, queue, id), '1', 'EX', 24 * 3600);
    return { ...(await toJobView(job, queue, 'active')) };
  }
  const view = await toJobView(job, queue, state);
  await job.remove();
  const data: { fileName?: unknown } = job.data ?? {};
  const fileName = data.fileName;
  if (typeof fileName === 'string') await rm(path.join(uploadDir, path.basename(fileName)), { force: true });
  return { ...view, state: 'failed', error: 'Cancelled by an administrator' };
}

export async function openRejectedRows(queues: QueueSet, id: string, uploadDir: string) {
  await findJob(queues, id);
  const file = path.join(uploadDir, rejectedRowsFileName(id));
  try {
    await access(file);
  } catch {
    throw new NotFound(`Job ${id} has no rejected rows`);
  }
  return createReadStream(file);
}

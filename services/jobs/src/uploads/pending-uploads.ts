/**
 * Uploads received while Redis is down. The file is already stored, so rather than answer 503
 * (and leave a file no job will read, or a job the administrator was told failed), the import
 * is written down as `pending-<jobId>.json` beside the file and queued as soon as Redis answers
 * again — by whichever jobs replica gets there first: a job id given twice is added once.
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { QueueSet } from '../queues/index.ts';
import type { TJobRequest } from '@dalil/contracts/jobs/queues';

/** The job an upload asks for: a CSV/XLSX or a PDF import. */
export type UploadJobRequest = Extract<TJobRequest, { queue: 'import-csv' | 'import-pdf' }>;

export interface PendingImport {
  queue: UploadJobRequest['queue'];
  jobId: string;
  payload: UploadJobRequest['payload'];
  receivedAt: string;
}

const pendingFile = (uploadDir: string, jobId: string) => path.join(uploadDir, `pending-${jobId}.json`);

export async function keepPending(uploadDir: string, pending: PendingImport): Promise<void> {
  await writeFile(pendingFile(uploadDir, pending.jobId), JSON.stringify(pending));
}

export async function isPending(uploadDir: string, jobId: string): Promise<boolean> {
  return readFile(pendingFile(uploadDir, jobId)).then(() => true, () => false);
}

/** Queues every pending import (while Redis answers); returns the job ids queued. */
async function flushPendingUploads(deps: { uploadDir: string; queues: QueueSet }): Promise<string[]> {
  if (deps.queues.redis.status !== 'ready') return [];
  const names = (await readdir(deps.uploadDir).catch(() => [] as string[])).filter((n) => n.startsWith('pending-') && n.endsWith('.json'));
  const queued: string[] = [];
  for (const name of names) {
    const file = path.join(deps.uploadDir, name);
    // Written by keepPending above (JSON.parse cannot know its shape).
    const pending = JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) as PendingImport | null;
    if (!pending) continue;
    // The stable job id makes this idempotent: another replica may have queued it already.
    await deps.queues.queues[pending.queue].add(pending.queue, pending.payload, { jobId: pending.jobId });
    await rm(file, { force: true });
    queued.push(pending.jobId);
  }
  return queued;
}

/** Flushes when the queue connection comes back, and every 30 s in case an event was missed. */
export function schedulePendingFlush(deps: { uploadDir: string; queues: QueueSet; onQueued: (ids: string[]) => void; onError: (error: unknown) => void }): () => void {
  const run = () =>
    void flushPendingUploads(deps).then((ids) => ids.length && deps.onQueued(ids), deps.onError);
  deps.queues.redis.on('ready', run);
  const timer = setInterval(run, 30_000);
  timer.unref();
  run();
  return () => {
    clearInterval(timer);
    deps.queues.redis.off('ready', run);
  };
}

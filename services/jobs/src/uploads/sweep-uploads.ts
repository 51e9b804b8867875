/**
 * Keeps UPLOAD_DIR from filling up with what no job will read again: half-received uploads,
 * uploads whose job no longer exists (removed or aged out of the history) or has completed (the
 * workers remove those when the job completes; one whose workers stopped just then stays
 * behind), and rejected-rows files older than the failed-jobs history. Uploads of failed jobs
 * stay while the job does, so a retry can still read them.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { QueueSet } from '../queues/index.ts';
import { queueOfJobId } from '../job-history/index.ts';
import { isPending } from './pending-uploads.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function sweepUploads(deps: { uploadDir: string; queues: QueueSet; now?: number }): Promise<string[]> {
  const now = deps.now ?? Date.now();
  const removed: string[] = [];
  const entries = await readdir(deps.uploadDir).catch(() => [] as string[]);
  for (const name of entries) {
    const file = path.join(deps.uploadDir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    const age = now - info.mtimeMs;
    let stale = false;
    if (name.startsWith('incoming-')) stale = age > DAY;
    else if (name.startsWith('rejected-')) stale = age > 60 * DAY;
    else {
      const jobId = name.replace(/\.(csv|xlsx|pdf)$/, '');
      const queue = queueOfJobId(jobId);
      // An upload waiting for Redis (pending-<jobId>.json beside it) has no job yet, by design.
      if (queue && age > HOUR && !(await isPending(deps.uploadDir, jobId))) {
        const job = await deps.queues.queues[queue].getJob(jobId);
        stale = !job || (await job.getState()) === 'completed';
      }
    }
    if (stale) {
      await rm(file, { force: true });
      removed.push(name);
    }
  }
  return removed;
}

/**
 * At start: a half-received upload (`incoming-…`) left by a jobs process that died mid-upload
 * is removed once it has not grown for `idleMs` — an upload still arriving at another replica
 * sharing the directory keeps growing and is left alone. Returns the names removed.
 */
export async function removeAbandonedPartials(deps: { uploadDir: string; idleMs: number; sleep?: (ms: number) => Promise<void> }): Promise<string[]> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref()));
  const snapshot = async () => {
    const names = (await readdir(deps.uploadDir).catch(() => [] as string[])).filter((n) => n.startsWith('incoming-'));
    const sizes = new Map<string, string>();
    for (const name of names) {
      const info = await stat(path.join(deps.uploadDir, name)).catch(() => undefined);
      if (info?.isFile()) sizes.set(name, `${info.size}:${info.mtimeMs}`);
    }
    return sizes;
  };
  const before = await snapshot();
  if (!before.size) return [];
  await sleep(deps.idleMs);
  const after = await snapshot();
  const removed: string[] = [];
  for (const [name, state] of before) {
    if (after.get(name) !== state) continue;
    await rm(path.join(deps.uploadDir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

/** Sweeps at start and then hourly; the timer never keeps the process alive. */
export function scheduleUploadSweep(deps: { uploadDir: string; queues: QueueSet; onError: (error: unknown) => void }): () => void {
  const run = () => void sweepUploads(deps).catch(deps.onError);
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, HOUR);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/**
 * Keeps UPLOAD_DIR from filling up with what no job will read again: half-received uploads,
 * uploads whose job no longer exists (removed or aged out of the history), and rejected-rows
 * files older than the failed-jobs history. Uploads of failed jobs stay while the job does,
 * so a retry can still read them.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { QueueSet } from '../queues/queue-set.ts';
import { queueOfJobId } from '../job-history/job-history.ts';

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
      if (queue && age > HOUR) stale = !(await deps.queues.queues[queue].getJob(jobId));
    }
    if (stale) {
      await rm(file, { force: true });
      removed.push(name);
    }
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

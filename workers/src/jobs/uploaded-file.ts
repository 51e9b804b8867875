import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { UnrecoverableError, type Job } from 'bullmq';
import type { TQueueName } from '@dalil/contracts/jobs/queues';
import type { WorkerContext } from '../worker-context.ts';

/** The stored upload of a job, inside UPLOAD_DIR; gone means the job can never succeed. */
export async function uploadedFile(ctx: WorkerContext, fileName: string): Promise<string> {
  const filePath = path.join(ctx.config.UPLOAD_DIR, path.basename(fileName));
  try {
    await access(filePath);
  } catch {
    throw new UnrecoverableError('The uploaded file is no longer available; upload it again');
  }
  return filePath;
}

const UPLOAD_QUEUES = new Set<TQueueName>(['import-csv', 'import-pdf']);

/**
 * Removes an import's upload once the job's final state is written: called on BullMQ's
 * `completed`, and on `failed` when the failure is for good (a bad file, a cancel). An attempt
 * never removes it itself — if its final state cannot be written (Redis away) the job runs
 * again, and that attempt may need the file. A job that failed after its retries keeps it, so
 * an administrator's retry can read it; the jobs service's sweep removes what no job will read.
 */
export async function removeFinishedUpload(uploadDir: string, queue: TQueueName, job: Job, failure?: Error): Promise<void> {
  if (!UPLOAD_QUEUES.has(queue)) return;
  if (failure && !(failure instanceof UnrecoverableError || failure.name === 'UnrecoverableError')) return;
  const data: { fileName?: unknown } = job.data ?? {};
  if (typeof data.fileName !== 'string') return;
  await rm(path.join(uploadDir, path.basename(data.fileName)), { force: true });
}

import { access } from 'node:fs/promises';
import path from 'node:path';
import { UnrecoverableError } from 'bullmq';
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

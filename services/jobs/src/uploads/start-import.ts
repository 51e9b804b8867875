import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ZUploadFields, type TUploadResult } from '@dalil/contracts/jobs/operations';
import { JOB_KINDS } from '@dalil/contracts/jobs/queues';
import { Invalid } from '@dalil/service-kit/errors';
import { currentProgress, enqueueOnce, type QueueSet } from '../queues/index.ts';
import { keepPending, type UploadJobRequest } from './pending-uploads.ts';
import type { ReceivedUpload, UploadType } from './receive-upload.ts';

export interface UploadOutcome {
  status: 200 | 202;
  message: string;
  data: TUploadResult;
}

function parseFields(fields: Record<string, string>) {
  const parsed = ZUploadFields.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
    throw new Invalid(`Invalid body: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, errors);
  }
  return parsed.data;
}

/**
 * Stores the upload under a name derived from its content (and kind and year), enqueues the
 * import once, then waits a little so small files answer with their record count at once.
 */
export async function startImport(
  deps: { queues: QueueSet; uploadDir: string; waitMs: number },
  input: { type: UploadType; upload: ReceivedUpload; requestedBy: string },
): Promise<UploadOutcome> {
  const { file } = input.upload;
  try {
    const fields = parseFields(input.upload.fields);
    const hash = file.sha256.slice(0, 32);
    let jobId: string;
    let request: UploadJobRequest;
    if (input.type === 'csv') {
      const kind = fields.kind ?? 'results';
      const year = kind === 'results' ? (fields.year ?? new Date().getFullYear()) : undefined;
      jobId = `csv-${hash}-${kind}${year ? `-${year}` : ''}`;
      request = {
        queue: 'import-csv',
        name: 'import-csv',
        payload: {
          version: 1, kind, year, format: file.format === 'xlsx' ? 'xlsx' : 'csv',
          fileName: `${jobId}.${file.format}`, originalName: file.originalName, requestedBy: input.requestedBy,
        },
      };
    } else {
      jobId = `pdf-${hash}`;
      const title = fields.title ?? file.originalName.replace(/\.pdf$/i, '');
      request = {
        queue: 'import-pdf',
        name: 'import-pdf',
        payload: { version: 1, fileName: `${jobId}.pdf`, title: title || 'Document', originalName: file.originalName, requestedBy: input.requestedBy },
      };
    }
    const { queue, payload } = request;
    await rename(file.tempPath, path.join(deps.uploadDir, payload.fileName));
    let duplicate: boolean;
    try {
      ({ duplicate } = await enqueueOnce(deps.queues, request, jobId));
    } catch (error) {
      if (deps.queues.redis.status === 'ready') throw error;
      // Redis is away: the file is kept and the import queued when it is back — said plainly.
      await keepPending(deps.uploadDir, { queue, jobId, payload, receivedAt: new Date().toISOString() });
      return {
        status: 202,
        message: `${input.type.toUpperCase()} file received and kept, but the queue server (Redis) is unavailable: its import (job ${jobId}) will be queued automatically as soon as it is back`,
        data: { jobId, state: 'pending', recordsProcessed: 0, finished: false },
      };
    }
    try {
      return await awaitOutcome(deps, queue, jobId, input.type, duplicate);
    } catch (error) {
      if (deps.queues.redis.status === 'ready') throw error;
      // Queued before Redis went away: the job exists and will run; only its state is unknown now.
      return {
        status: 202,
        message: `${input.type.toUpperCase()} file accepted and queued (job ${jobId}); its progress cannot be read while the queue server (Redis) is unavailable`,
        data: { jobId, state: 'waiting', recordsProcessed: 0, finished: false },
      };
    }
  } finally {
    await rm(file.tempPath, { force: true });
  }
}

async function awaitOutcome(
  deps: { queues: QueueSet; waitMs: number },
  queue: 'import-csv' | 'import-pdf',
  jobId: string,
  type: UploadType,
  duplicate: boolean,
): Promise<UploadOutcome> {
  const q = deps.queues.queues[queue];
  const job = await q.getJob(jobId);
  if (!job) throw new Invalid('The upload job disappeared before it started; upload the file again');
  let finished = false;
  try {
    // BullMQ waits forever for a ttl of 0, so no wait at all is its own case.
    if (deps.waitMs > 0) {
      await job.waitUntilFinished(deps.queues.events[queue], deps.waitMs);
      finished = true;
    }
  } catch {
    // Failed or still running: the state below tells which.
  }
  const fresh = (await q.getJob(jobId)) ?? job;
  const state = await fresh.getState();
  if (state === 'failed') throw new Invalid(fresh.failedReason || 'The file could not be processed');
  const resultSchema = queue === 'import-csv' ? JOB_KINDS['import-csv']['import-csv'].result : JOB_KINDS['import-pdf']['import-pdf'].result;
  const result = resultSchema.safeParse(fresh.returnvalue);
  const TYPE = type.toUpperCase();
  if (finished && state === 'completed') {
    const records = result.success ? result.data.recordsProcessed : 0;
    const rejected = result.success && 'rejectedCount' in result.data ? result.data.rejectedCount : 0;
    return {
      status: 200,
      message: `${TYPE} file processed successfully! Records: ${records}${rejected ? ` (rejected rows: ${rejected})` : ''}`,
      data: { jobId, state, recordsProcessed: records, rejectedCount: rejected, finished: true },
    };
  }
  // Only the running attempt's own count: a lost attempt's rows were not kept.
  const soFar = currentProgress(fresh, state)?.rowsRead ?? 0;
  return {
    status: 202,
    message: duplicate
      ? `${TYPE} file is already being processed. Records so far: ${soFar}`
      : `${TYPE} file accepted and is being processed in the background. Records so far: ${soFar}`,
    data: { jobId, state, recordsProcessed: soFar, finished: false },
  };
}

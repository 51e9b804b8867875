/**
 * How a job file declares its handler: queue, name and a handle function whose payload and
 * result types come from the contracts' JOB_KINDS; the payload is validated before it runs.
 */
import type { Job } from 'bullmq';
import type { z } from 'zod';
import { JOB_KINDS, type TJobName, type TJobPayload, type TJobResult, type TQueueName } from '@dalil/contracts/jobs/queues';
import type { WorkerContext } from '../worker-context.ts';
import { parsePayload } from './job-progress.ts';
import { recordLostAttempt, type LostAttempt, type LostAttemptOutcome } from './interrupted-attempts.ts';

/**
 * A job's handler: gets the payload its schema in JOB_KINDS validated, calls the owning service's
 * domain code, returns the job's result. `lost` is the attempt this one took over from, for a
 * handler that records it itself (see `lostWork`).
 */
export type JobHandle<Q extends TQueueName, N extends TJobName<Q>> = (job: Job, ctx: WorkerContext, payload: TJobPayload<Q, N>, lost: LostAttempt | undefined) => Promise<TJobResult<Q, N>>;

/** A job the workers run: its queue and name, and how to run one (payload validated first). */
export interface JobHandler {
  queue: TQueueName;
  /** BullMQ job name within the queue. */
  name: string;
  /** Runs one attempt; `lost` is the attempt it takes over from, when that one was lost. */
  run(job: Job, ctx: WorkerContext, lost?: LostAttempt): Promise<unknown>;
}

/**
 * Declares a job's handler; its payload and result types come from JOB_KINDS by queue and name.
 * `lostWork` says what a lost attempt of this job leaves behind, written into the history before
 * the next attempt runs; 'known-to-handler': the handler finds out (an import may have
 * committed) and records it.
 */
export function defineJobHandler<Q extends TQueueName, N extends TJobName<Q>>(
  queue: Q,
  name: N,
  handle: JobHandle<Q, N>,
  options: { lostWork: LostAttemptOutcome | 'known-to-handler' },
): JobHandler {
  const kinds: Record<string, Record<string, { payload: z.ZodType }>> = JOB_KINDS;
  const schema = kinds[queue]![name]!.payload;
  return {
    queue,
    name,
    // Invalid payloads never get better on retry: parsePayload fails them for good.
    // The map indexed by a generic queue and name loses the link from schema to payload type; JOB_KINDS holds it.
    run: async (job, ctx, lost) => {
      const payload = parsePayload(schema, job.data) as TJobPayload<Q, N>;
      if (lost && options.lostWork !== 'known-to-handler') await recordLostAttempt(job, lost, options.lostWork);
      return handle(job, ctx, payload, options.lostWork === 'known-to-handler' ? lost : undefined);
    },
  };
}

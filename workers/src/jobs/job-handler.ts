/**
 * How a job file declares its handler: queue, name and a handle function whose payload and
 * result types come from the contracts' JOB_KINDS; the payload is validated before it runs.
 */
import type { Job } from 'bullmq';
import type { z } from 'zod';
import { JOB_KINDS, type TJobName, type TJobPayload, type TJobResult, type TQueueName } from '@dalil/contracts/jobs/queues';
import type { WorkerContext } from '../worker-context.ts';
import { parsePayload } from './job-progress.ts';

/** A job's handler: gets the payload its schema in JOB_KINDS validated, calls the owning service's domain code, returns the job's result. */
export type JobHandle<Q extends TQueueName, N extends TJobName<Q>> = (job: Job, ctx: WorkerContext, payload: TJobPayload<Q, N>) => Promise<TJobResult<Q, N>>;

/** A job the workers run: its queue and name, and how to run one (payload validated first). */
export interface JobHandler {
  queue: TQueueName;
  /** BullMQ job name within the queue. */
  name: string;
  run(job: Job, ctx: WorkerContext): Promise<unknown>;
}

/** Declares a job's handler; its payload and result types come from JOB_KINDS by queue and name. */
export function defineJobHandler<Q extends TQueueName, N extends TJobName<Q>>(queue: Q, name: N, handle: JobHandle<Q, N>): JobHandler {
  const kinds: Record<string, Record<string, { payload: z.ZodType }>> = JOB_KINDS;
  const schema = kinds[queue]![name]!.payload;
  return {
    queue,
    name,
    // Invalid payloads never get better on retry: parsePayload fails them for good.
    // The map indexed by a generic queue and name loses the link from schema to payload type; JOB_KINDS holds it.
    run: (job, ctx) => handle(job, ctx, parsePayload(schema, job.data) as TJobPayload<Q, N>),
  };
}

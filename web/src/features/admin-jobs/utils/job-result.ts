import type { TJob } from '@dalil/contracts/jobs/jobs';
import type { TAnyJobResult } from '@dalil/contracts/jobs/queues';

/**
 * A job's result, typed by the contracts' job map: the worker wrote it with its kind's result
 * schema, and the job view carries it as a plain record of optional fields.
 */
export function jobResult(job: Pick<TJob, 'result'> | null | undefined): TAnyJobResult | null {
  return job?.result ?? null;
}

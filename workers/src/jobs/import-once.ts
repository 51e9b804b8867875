/**
 * Exactly-once imports whatever Redis does (the rules are in
 * @dalil/catalogue/worker). An import job's attempt:
 *  1. takes its run's advisory lock, waiting while an earlier attempt may still be writing;
 *  2. looks for the run's commit: found, the job finishes with the recorded result (the earlier
 *     attempt stored the rows but never got to write `completed`), without the upload;
 *  3. otherwise imports, recording the run and its result in the import's own transaction.
 * A lost attempt is written into the history once its fate is known (committed or not).
 */
import type { Job } from 'bullmq';
import type pg from 'pg';
import { findImportCommit, holdImportLock, recordImportCommit } from '@dalil/catalogue/worker';
import type { WorkerContext } from '../worker-context.ts';
import { recordLostAttempt, type LostAttempt } from './interrupted-attempts.ts';
import type { JobProgress } from './job-progress.ts';

/** One run of a job: its id and when it was queued. A retry is the same run; uploading the same file again after it finished is a new one. */
function importRunId(job: Job): string {
  return `${job.id}@${job.timestamp}`;
}

export async function importOnce<R>(
  job: Job,
  ctx: WorkerContext,
  input: {
    kind: string;
    lost: LostAttempt | undefined;
    progress: JobProgress;
    /** The stored result of a run committed earlier, checked against the result's schema. */
    parseResult: (stored: unknown) => R;
    /** Imports; calls `commit` inside the import's transaction, just before COMMIT, with the job's result. */
    run: (commit: (client: pg.PoolClient, result: R) => Promise<void>) => Promise<R>;
  },
): Promise<R> {
  const pool = ctx.database('catalogue').pool;
  const runId = importRunId(job);
  const lock = await holdImportLock(pool, runId, {
    onWaiting: async () => {
      ctx.log.warn({ jobId: job.id }, 'waiting for the lost attempt of this import to finish before starting');
      await input.progress.stage('waiting for the lost attempt to finish');
    },
    whileWaiting: () => input.progress.checkCancelled(),
  });
  try {
    const earlier = await findImportCommit(pool, runId);
    if (input.lost) await recordLostAttempt(job, input.lost, earlier ? 'committed' : 'nothing-kept');
    if (earlier) {
      ctx.log.info({ jobId: job.id, committedAt: earlier.committedAt }, 'import already committed by an earlier attempt; finishing the job with its result');
      return input.parseResult(earlier.result);
    }
    return await input.run((client, result) => recordImportCommit(client, { runId, jobId: job.id!, kind: input.kind, result }));
  } finally {
    await lock.release();
  }
}

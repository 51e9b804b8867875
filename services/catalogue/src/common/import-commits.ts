/**
 * Exactly-once imports, whatever happens to the job queue. BullMQ may hand a job to a second
 * attempt while the first still runs (its worker lost Redis and its lock lapsed), or after the
 * first committed but before its `completed` state was written. So an import job:
 *  - holds an advisory lock on its run for the whole attempt (`holdImportLock`): a second
 *    attempt waits until the first has committed or rolled back;
 *  - records its run in `import_commits` inside the import's own transaction
 *    (`recordImportCommit`, called from the importer's `beforeCommit`): the rows and the record
 *    commit together, and a run can be committed once only (primary key);
 *  - looks for that record first (`findImportCommit`): a run already committed finishes as
 *    completed with the recorded result, without reading the upload again.
 */
import type pg from 'pg';
import type { Queryable } from '@dalil/service-kit/database';
import type { TRejectedRow } from '@dalil/contracts/jobs/queues';

/** What an importer knows at its commit: the rows stored and the rows refused. */
interface CommitOutcome {
  imported: number;
  /** Every rejection the importer kept (the results importer keeps the first 1,000 and streams all of them). */
  rejected: TRejectedRow[];
  rejectedCount: number;
  /** The one record an import of a single thing wrote (a document's id). */
  recordId?: string;
}

/**
 * Runs inside the import's transaction, after its last write and just before COMMIT: what it
 * writes commits with the rows, and if it throws the import rolls back.
 */
export type BeforeCommit = (client: pg.PoolClient, outcome: CommitOutcome) => Promise<void>;

export class ImportAlreadyCommitted extends Error {
  constructor(runId: string) {
    super(`Import run ${runId} was already committed by another attempt`);
  }
}

/** Records the run in the import's transaction; a run committed before makes the import roll back. */
export async function recordImportCommit(client: pg.PoolClient, commit: { runId: string; jobId: string; kind: string; result: unknown }): Promise<void> {
  const { rowCount } = await client.query(
    `insert into import_commits (run_id, job_id, kind, result) values ($1, $2, $3, $4) on conflict (run_id) do nothing`,
    [commit.runId, commit.jobId, commit.kind, JSON.stringify(commit.result)],
  );
  if (rowCount !== 1) throw new ImportAlreadyCommitted(commit.runId);
  // Runs older than the job history (failed jobs are kept 60 days) are never asked about again.
  await client.query(`delete from import_commits where committed_at < now() - interval '90 days'`);
}

export async function findImportCommit(db: Queryable, runId: string): Promise<{ result: unknown; committedAt: Date } | undefined> {
  const { rows } = await db.query<{ result: unknown; committed_at: Date }>('select result, committed_at from import_commits where run_id = $1', [runId]);
  return rows[0] ? { result: rows[0].result, committedAt: rows[0].committed_at } : undefined;
}

export interface ImportLock {
  /** Ends the lock (and returns its connection to the pool). */
  release(): Promise<void>;
}

/**
 * Takes the run's advisory lock on a connection of its own, held until `release`. While an
 * earlier attempt of the same run holds it (it may still be writing), waits, asking every
 * `pollMs`; `onWaiting` runs once when it has to wait and `whileWaiting` at every poll (a
 * cancelled job throws from it). A lost attempt's lock ends with its connection: a killed
 * worker's at once, one cut off from the network when PostgreSQL notices.
 */
export async function holdImportLock(
  pool: pg.Pool,
  runId: string,
  options: { pollMs?: number; onWaiting?: () => Promise<void>; whileWaiting?: () => Promise<void> } = {},
): Promise<ImportLock> {
  const client = await pool.connect();
  const key = ['dalil-import-run', runId];
  try {
    for (let first = true; ; first = false) {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1), hashtext($2)) as locked', key);
      if (rows[0]?.locked) break;
      if (first) await options.onWaiting?.();
      await options.whileWaiting?.();
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 500));
    }
  } catch (error) {
    client.release(true);
    throw error;
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      try {
        await client.query('select pg_advisory_unlock(hashtext($1), hashtext($2))', key);
        client.release();
      } catch {
        // A broken connection: closing it ends the lock on the server.
        client.release(true);
      }
    },
  };
}

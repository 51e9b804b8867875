/**
 * import-csv: runs the importer of the service that owns the data, by the upload's kind —
 * results and cut-offs (catalogue results), universities, scholarships and programs (catalogue
 * bulk import). The importers are transactional, and each job's run commits once (import-once.ts):
 * a job cut off by a kill, or handed to a second attempt while the first still ran, ends with
 * exactly the file's rows. Rejected rows are kept as CSV for download. The upload itself is
 * removed once the job's final state is written (uploaded-file.ts), never by the attempt.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { UnrecoverableError, type Job } from 'bullmq';
import type pg from 'pg';
import { REJECTED_ROWS_IN_RESULT, ZImportResult, rejectedRowsFileName, type TImportCsvPayload, type TImportResult, type TRejectedRow } from '@dalil/contracts/jobs/queues';
import {
  createCatalogueEvents, FileFormatError, HeaderError, importCatalogueCsv, importCutoffs, importResults, RESULTS_VISIBLE_WITHIN_SECONDS,
  type BeforeCommit, type CatalogueEvents,
} from '@dalil/catalogue/worker';
import type { WorkerContext } from '../worker-context.ts';
import { errorMessage } from '@dalil/service-kit/errors';
import { defineJobHandler } from './job-handler.ts';
import { uploadedFile } from './uploaded-file.ts';
import { createJobProgress, sharedRedis, type JobProgress } from './job-progress.ts';
import { importOnce } from './import-once.ts';
import type { LostAttempt } from './interrupted-attempts.ts';

type Progress = { rowsRead: number; totalRows?: number };
type Importer = (
  deps: { pool: pg.Pool; events: CatalogueEvents },
  input: { filePath: string; year?: number; onProgress: (p: Progress) => Promise<void>; onRejected: (r: TRejectedRow) => void; beforeCommit: BeforeCommit },
) => Promise<unknown>;

/**
 * An importer that returns its rejections (small files) rather than streaming them: they go to
 * the job's sink at the commit, so the rejected-rows file is complete when the run commits.
 */
const reportingAtCommit = (input: Parameters<Importer>[1]): BeforeCommit => async (client, outcome) => {
  for (const rejection of outcome.rejected) input.onRejected(rejection);
  await input.beforeCommit(client, outcome);
};

const IMPORTERS: Record<TImportCsvPayload['kind'], Importer> = {
  // A results file may reject hundreds of thousands of rows: each is handed over as it is found.
  results: ({ pool }, input) =>
    importResults({ pool }, { filePath: input.filePath, year: input.year!, onProgress: input.onProgress, onRejected: input.onRejected, beforeCommit: input.beforeCommit }),
  cutoffs: ({ pool }, input) => importCutoffs({ pool }, { filePath: input.filePath, onProgress: input.onProgress, beforeCommit: reportingAtCommit(input) }),
  universities: catalogueImporter('universities'),
  scholarships: catalogueImporter('scholarships'),
  programs: catalogueImporter('programs'),
};

function catalogueImporter(kind: 'universities' | 'scholarships' | 'programs'): Importer {
  return (deps, input) => importCatalogueCsv(deps, { kind, filePath: input.filePath, onProgress: input.onProgress, beforeCommit: reportingAtCommit(input) });
}

/**
 * A file whose content, header or format is wrong fails the same way every time (not retried);
 * a network or database error may pass, so those jobs are retried.
 */
export function isPermanent(error: unknown): boolean {
  if (error instanceof UnrecoverableError || error instanceof HeaderError || error instanceof FileFormatError) return true;
  const name = error instanceof Error ? error.name : '';
  return /HeaderError|FormatError|CsvError|ZodError|Invalid/.test(name);
}

function csvCell(value: string | number): string {
  // A reason may quote the uploaded cell; a leading = + - @ would run as a spreadsheet formula.
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Every rejected row of a job, written to its CSV as found (so memory holds only the first
 * REJECTED_ROWS_IN_RESULT, for the job's result, however many a file rejects).
 */
function rejectedRowsSink(uploadDir: string, jobId: string) {
  const file = path.join(uploadDir, rejectedRowsFileName(jobId));
  let out: ReturnType<typeof createWriteStream> | undefined;
  const first: TRejectedRow[] = [];
  let count = 0;
  return {
    add(rejection: TRejectedRow): void {
      count++;
      if (first.length < REJECTED_ROWS_IN_RESULT) first.push(rejection);
      if (!out) {
        out = createWriteStream(file, { encoding: 'utf8' });
        // A write failure (a full disk) is reported by close(), which awaits the stream.
        out.on('error', () => undefined);
        // BOM so spreadsheet programs open the Arabic reasons as UTF-8.
        out.write('\uFEFFrow,reason\r\n');
      }
      out.write(`${csvCell(rejection.row)},${csvCell(rejection.reason)}\r\n`);
    },
    /** Closes the file (or removes one left by an earlier attempt when nothing was rejected). */
    async close(): Promise<{ count: number; first: TRejectedRow[]; written: boolean }> {
      if (out) {
        out.end();
        await finished(out);
      } else await rm(file, { force: true });
      return { count, first, written: out !== undefined };
    },
    /** After a failed attempt: nothing of it stays. */
    async discard(): Promise<void> {
      if (out && !out.closed) {
        out.destroy();
        await once(out, 'close').catch(() => undefined);
      }
      await rm(file, { force: true });
    },
  };
}

async function handle(job: Job, ctx: WorkerContext, payload: TImportCsvPayload, lost: LostAttempt | undefined): Promise<TImportResult> {
  const progress = createJobProgress(job, ctx, 'import-csv');
  await progress.checkCancelled();
  const result = await importOnce(job, ctx, {
    kind: payload.kind,
    lost,
    progress,
    parseResult: (stored) => ZImportResult.parse(stored),
    run: (commit) => importFile(job, ctx, payload, progress, commit),
  });
  const rowsRead = result.recordsProcessed + result.rejectedCount;
  await progress.done(rowsRead, rowsRead);
  return result;
}

/** One attempt at the file: its result is computed and recorded at the commit, with the rows. */
async function importFile(
  job: Job,
  ctx: WorkerContext,
  payload: TImportCsvPayload,
  progress: JobProgress,
  commit: (client: pg.PoolClient, result: TImportResult) => Promise<void>,
): Promise<TImportResult> {
  const filePath = await uploadedFile(ctx, payload.fileName);
  await progress.stage('reading');
  const rejections = rejectedRowsSink(ctx.config.UPLOAD_DIR, job.id!);
  let result: TImportResult | undefined;
  try {
    const events = createCatalogueEvents(sharedRedis(ctx), ctx.config.REDIS_PREFIX, (err) => ctx.log.warn({ err }, 'catalogue-changed not published'));
    await IMPORTERS[payload.kind]({ pool: ctx.database('catalogue').pool, events }, {
      filePath,
      year: payload.year,
      onProgress: (p) => progress.report(p.rowsRead, p.totalRows),
      onRejected: (rejection) => rejections.add(rejection),
      beforeCommit: async (client, outcome) => {
        // The rejected-rows file is complete before the rows commit.
        const rejected = await rejections.close();
        // Cached lookups (max-age plus stale-while-revalidate) all show the new results by then.
        const visibleEverywhereAt = payload.kind === 'results' ? new Date(Date.now() + RESULTS_VISIBLE_WITHIN_SECONDS * 1000).toISOString() : undefined;
        // The first rejected rows, in file order; the CSV holds them all.
        result = {
          recordsProcessed: outcome.imported,
          rejectedCount: rejected.count,
          rejected: rejected.first,
          rejectedFile: rejected.written,
          ...(visibleEverywhereAt ? { visibleEverywhereAt } : {}),
        };
        await commit(client, result);
      },
    });
  } catch (error) {
    await rejections.discard();
    if (isPermanent(error)) throw new UnrecoverableError(errorMessage(error) || 'The file could not be imported');
    throw error;
  }
  if (!result) throw new Error(`The ${payload.kind} importer returned without committing`);
  return result;
}

export const importCsvJob = defineJobHandler('import-csv', 'import-csv', handle, { lostWork: 'known-to-handler' });

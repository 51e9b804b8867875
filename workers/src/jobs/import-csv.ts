/**
 * import-csv: runs the importer of the service that owns the data, by the upload's kind —
 * results and cut-offs (catalogue results), universities, scholarships and programs (catalogue
 * bulk import). The importers are transactional and idempotent, so a job cut off by a kill
 * and run again ends with exactly the file's rows. Rejected rows are kept as CSV for download.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { UnrecoverableError, type Job } from 'bullmq';
import type pg from 'pg';
import { REJECTED_ROWS_IN_RESULT, rejectedRowsFileName, type TImportCsvPayload, type TImportResult } from '@dalil/contracts/jobs/queues';
import { importResults } from '@dalil/catalogue/results/import-results';
import { RESULTS_VISIBLE_WITHIN_SECONDS } from '@dalil/catalogue/results/lookup-result';
import { importCutoffs } from '@dalil/catalogue/results/import-cutoffs';
import { HeaderError } from '@dalil/catalogue/results/result-columns';
import { FileFormatError } from '@dalil/catalogue/common/table-source';
import { importCatalogueCsv } from '@dalil/catalogue/bulk-import/import-catalogue-csv';
import { createCatalogueEvents, type CatalogueEvents } from '@dalil/catalogue/events/catalogue-events';
import type { WorkerContext } from '../worker-context.ts';
import { errorMessage } from '@dalil/service-kit/errors';
import { defineJobHandler } from './job-handler.ts';
import { uploadedFile } from './uploaded-file.ts';
import { createJobProgress, sharedRedis } from './job-progress.ts';

type Progress = { rowsRead: number; totalRows?: number };
type Rejection = { row: number; reason: string };
type Outcome = { imported: number };
type Importer = (
  deps: { pool: pg.Pool; events: CatalogueEvents },
  input: { filePath: string; year?: number; onProgress: (p: Progress) => Promise<void>; onRejected: (r: Rejection) => void },
) => Promise<Outcome>;

/** An importer that returns its rejections (small files) reports them to the job's sink afterwards. */
const reportingAfter = (outcome: { imported: number; rejected: Rejection[] }, onRejected: (r: Rejection) => void): Outcome => {
  for (const rejection of outcome.rejected) onRejected(rejection);
  return { imported: outcome.imported };
};

const IMPORTERS: Record<TImportCsvPayload['kind'], Importer> = {
  // A results file may reject hundreds of thousands of rows: each is handed over as it is found.
  results: ({ pool }, input) => importResults({ pool }, { filePath: input.filePath, year: input.year!, onProgress: input.onProgress, onRejected: input.onRejected }),
  cutoffs: async ({ pool }, input) => reportingAfter(await importCutoffs({ pool }, { filePath: input.filePath, onProgress: input.onProgress }), input.onRejected),
  universities: catalogueImporter('universities'),
  scholarships: catalogueImporter('scholarships'),
  programs: catalogueImporter('programs'),
};

function catalogueImporter(kind: 'universities' | 'scholarships' | 'programs'): Importer {
  return async (deps, input) => {
    const result = await importCatalogueCsv(deps, { kind, filePath: input.filePath, onProgress: input.onProgress });
    // Rows that updated an existing record were processed too.
    return reportingAfter({ imported: result.imported + result.updated, rejected: result.rejected }, input.onRejected);
  };
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
  const first: Rejection[] = [];
  let count = 0;
  return {
    add(rejection: Rejection): void {
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
    async close(): Promise<{ count: number; first: Rejection[]; written: boolean }> {
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

async function handle(job: Job, ctx: WorkerContext, payload: TImportCsvPayload): Promise<TImportResult> {
  const filePath = await uploadedFile(ctx, payload.fileName);
  const progress = createJobProgress(job, ctx, 'import-csv');
  await progress.checkCancelled();
  await job.updateProgress({ rowsRead: 0, totalRows: null, percent: 0, stage: 'reading', at: new Date().toISOString() });
  let outcome: Outcome;
  let totalRows: number | undefined;
  const rejections = rejectedRowsSink(ctx.config.UPLOAD_DIR, job.id!);
  try {
    const events = createCatalogueEvents(sharedRedis(ctx), ctx.config.REDIS_PREFIX, (err) => ctx.log.warn({ err }, 'catalogue-changed not published'));
    outcome = await IMPORTERS[payload.kind]({ pool: ctx.database('catalogue').pool, events }, {
      filePath,
      year: payload.year,
      onProgress: async (p) => {
        totalRows = p.totalRows;
        await progress.report(p.rowsRead, p.totalRows);
      },
      onRejected: (rejection) => rejections.add(rejection),
    });
  } catch (error) {
    await rejections.discard();
    if (isPermanent(error)) {
      await rm(filePath, { force: true });
      throw new UnrecoverableError(errorMessage(error) || 'The file could not be imported');
    }
    throw error;
  }
  const rejected = await rejections.close();
  const rowsRead = outcome.imported + rejected.count;
  await progress.done(rowsRead, totalRows ?? rowsRead);
  await rm(filePath, { force: true });
  // Cached lookups (max-age plus stale-while-revalidate) all show the new results by then.
  const visibleEverywhereAt = payload.kind === 'results' ? new Date(Date.now() + RESULTS_VISIBLE_WITHIN_SECONDS * 1000).toISOString() : undefined;
  // The first rejected rows, in file order; the CSV holds them all.
  return {
    recordsProcessed: outcome.imported,
    rejectedCount: rejected.count,
    rejected: rejected.first,
    rejectedFile: rejected.written,
    ...(visibleEverywhereAt ? { visibleEverywhereAt } : {}),
  };
}

export const importCsvJob = defineJobHandler('import-csv', 'import-csv', handle);

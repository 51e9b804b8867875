/**
 * import-csv: runs the importer of the service that owns the data, by the upload's kind —
 * results and cut-offs (catalogue results), universities, scholarships and programs (catalogue
 * bulk import). The importers are transactional and idempotent, so a job cut off by a kill
 * and run again ends with exactly the file's rows. Rejected rows are kept as CSV for download.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UnrecoverableError, type Job } from 'bullmq';
import type pg from 'pg';
import { ZImportCsvPayload, rejectedRowsFileName, type TImportCsvPayload, type TImportResult } from '@dalil/contracts/jobs/queues';
import { importResults } from '@dalil/catalogue/results/import-results';
import { RESULTS_VISIBLE_WITHIN_SECONDS } from '@dalil/catalogue/results/lookup-result';
import { importCutoffs } from '@dalil/catalogue/results/import-cutoffs';
import { HeaderError } from '@dalil/catalogue/results/result-columns';
import { importCatalogueCsv } from '@dalil/catalogue/bulk-import/import-catalogue-csv';
import { createCatalogueEvents, type CatalogueEvents } from '@dalil/catalogue/events/catalogue-events';
import type { WorkerContext } from '../worker-context.ts';
import type { JobHandler } from './registry.ts';
import { uploadedFile } from './uploaded-file.ts';
import { createJobProgress, parsePayload, sharedRedis } from './job-progress.ts';

type Progress = { rowsRead: number; totalRows?: number };
type Outcome = { imported: number; rejected: Array<{ row: number; reason: string }> };
type Importer = (deps: { pool: pg.Pool; events: CatalogueEvents }, input: { filePath: string; year?: number; onProgress: (p: Progress) => Promise<void> }) => Promise<Outcome>;

const IMPORTERS: Record<TImportCsvPayload['kind'], Importer> = {
  results: ({ pool }, input) => importResults({ pool }, { filePath: input.filePath, year: input.year!, onProgress: input.onProgress }),
  cutoffs: ({ pool }, input) => importCutoffs({ pool }, { filePath: input.filePath, onProgress: input.onProgress }),
  universities: catalogueImporter('universities'),
  scholarships: catalogueImporter('scholarships'),
  programs: catalogueImporter('programs'),
};

function catalogueImporter(kind: 'universities' | 'scholarships' | 'programs'): Importer {
  return async (deps, input) => {
    const result = await importCatalogueCsv(deps, { kind, filePath: input.filePath, onProgress: input.onProgress });
    // Rows that updated an existing record were processed too.
    return { imported: result.imported + result.updated, rejected: result.rejected };
  };
}

/** A file whose header or format is wrong fails the same way every time. */
function isPermanent(error: unknown): boolean {
  if (error instanceof UnrecoverableError || error instanceof HeaderError) return true;
  const name = (error as Error)?.name ?? '';
  return /HeaderError|FormatError|ZodError|Invalid/.test(name);
}

function csvCell(value: string | number): string {
  // A reason may quote the uploaded cell; a leading = + - @ would run as a spreadsheet formula.
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function writeRejectedRows(uploadDir: string, jobId: string, rejected: Outcome['rejected']): Promise<boolean> {
  const file = path.join(uploadDir, rejectedRowsFileName(jobId));
  if (!rejected.length) {
    await rm(file, { force: true });
    return false;
  }
  const lines = ['row,reason', ...rejected.map((r) => `${csvCell(r.row)},${csvCell(r.reason)}`)];
  // BOM so spreadsheet programs open the Arabic reasons as UTF-8.
  await writeFile(file, `\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  return true;
}

async function handle(job: Job, ctx: WorkerContext): Promise<TImportResult> {
  const payload = parsePayload(ZImportCsvPayload, job.data);
  const filePath = await uploadedFile(ctx, payload.fileName);
  const progress = createJobProgress(job, ctx, 'import-csv');
  await progress.checkCancelled();
  await job.updateProgress({ rowsRead: 0, totalRows: null, percent: 0, stage: 'reading', at: new Date().toISOString() });
  let outcome: Outcome;
  let totalRows: number | undefined;
  try {
    const events = createCatalogueEvents(sharedRedis(ctx), ctx.config.REDIS_PREFIX, (err) => ctx.log.warn({ err }, 'catalogue-changed not published'));
    outcome = await IMPORTERS[payload.kind]({ pool: ctx.database('catalogue').pool, events }, {
      filePath,
      year: payload.year,
      onProgress: async (p) => {
        totalRows = p.totalRows;
        await progress.report(p.rowsRead, p.totalRows);
      },
    });
  } catch (error) {
    if (isPermanent(error)) {
      await rm(filePath, { force: true });
      throw new UnrecoverableError((error as Error).message || 'The file could not be imported');
    }
    throw error;
  }
  const rejectedFile = await writeRejectedRows(ctx.config.UPLOAD_DIR, job.id!, outcome.rejected);
  const rowsRead = outcome.imported + outcome.rejected.length;
  await progress.done(rowsRead, totalRows ?? rowsRead);
  await rm(filePath, { force: true });
  // Cached lookups (max-age plus stale-while-revalidate) all show the new results by then.
  const visibleEverywhereAt = payload.kind === 'results' ? new Date(Date.now() + RESULTS_VISIBLE_WITHIN_SECONDS * 1000).toISOString() : undefined;
  return { recordsProcessed: outcome.imported, rejectedCount: outcome.rejected.length, rejectedFile, ...(visibleEverywhereAt ? { visibleEverywhereAt } : {}) };
}

export const importCsvJob: JobHandler = { queue: 'import-csv', name: 'import-csv', handle };

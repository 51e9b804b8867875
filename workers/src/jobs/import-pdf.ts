/**
 * import-pdf: the catalogue's document importer extracts the text page by page and stores it
 * once per file content. A PDF that cannot be read is a permanent failure with the reason.
 */
import { rm } from 'node:fs/promises';
import { UnrecoverableError, type Job } from 'bullmq';
import type { TImportPdfPayload, TPdfImportResult } from '@dalil/contracts/jobs/queues';
import { CorruptPdfError, importPdfDocument } from '@dalil/catalogue/documents/import-pdf-document';
import type { WorkerContext } from '../worker-context.ts';
import { defineJobHandler } from './job-handler.ts';
import { uploadedFile } from './uploaded-file.ts';
import { createJobProgress } from './job-progress.ts';

async function handle(job: Job, ctx: WorkerContext, payload: TImportPdfPayload): Promise<TPdfImportResult> {
  const filePath = await uploadedFile(ctx, payload.fileName);
  const progress = createJobProgress(job, ctx, 'import-pdf');
  await progress.checkCancelled();
  let document: Awaited<ReturnType<typeof importPdfDocument>>;
  try {
    document = await importPdfDocument(
      { pool: ctx.database('catalogue').pool },
      {
        filePath,
        title: payload.title,
        originalName: payload.originalName,
        uploadedBy: payload.requestedBy,
        onProgress: (p) => progress.report(p.pagesRead, p.totalPages),
      },
    );
  } catch (error) {
    if (error instanceof CorruptPdfError || error instanceof UnrecoverableError) {
      await rm(filePath, { force: true });
      throw new UnrecoverableError(error.message);
    }
    throw error;
  }
  await progress.done(document.pages, document.pages);
  await rm(filePath, { force: true });
  return { recordsProcessed: document.pages, documentId: document.id, title: document.title, pages: document.pages };
}

export const importPdfJob = defineJobHandler('import-pdf', 'import-pdf', handle);

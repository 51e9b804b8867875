/**
 * import-pdf: the catalogue's document importer extracts the text page by page and stores it
 * once per file content, committing the job's run with it (import-once.ts). A PDF that cannot
 * be read is a permanent failure with the reason.
 */
import { UnrecoverableError, type Job } from 'bullmq';
import { ZPdfImportResult, type TImportPdfPayload, type TPdfImportResult } from '@dalil/contracts/jobs/queues';
import { CorruptPdfError, importPdfDocument } from '@dalil/catalogue/worker';
import type { WorkerContext } from '../worker-context.ts';
import { defineJobHandler } from './job-handler.ts';
import { uploadedFile } from './uploaded-file.ts';
import { createJobProgress } from './job-progress.ts';
import { importOnce } from './import-once.ts';
import type { LostAttempt } from './interrupted-attempts.ts';

async function handle(job: Job, ctx: WorkerContext, payload: TImportPdfPayload, lost: LostAttempt | undefined): Promise<TPdfImportResult> {
  const progress = createJobProgress(job, ctx, 'import-pdf');
  await progress.checkCancelled();
  const result = await importOnce(job, ctx, {
    kind: 'pdf',
    lost,
    progress,
    parseResult: (stored) => ZPdfImportResult.parse(stored),
    run: async (commit) => {
      const filePath = await uploadedFile(ctx, payload.fileName);
      let stored: TPdfImportResult | undefined;
      try {
        await importPdfDocument(
          { pool: ctx.database('catalogue').pool },
          {
            filePath,
            title: payload.title,
            originalName: payload.originalName,
            uploadedBy: payload.requestedBy,
            onProgress: (p) => progress.report(p.pagesRead, p.totalPages),
            beforeCommit: async (client, outcome) => {
              stored = { recordsProcessed: outcome.imported, documentId: outcome.recordId!, title: payload.title, pages: outcome.imported };
              await commit(client, stored);
            },
          },
        );
      } catch (error) {
        if (error instanceof CorruptPdfError || error instanceof UnrecoverableError) throw new UnrecoverableError(error.message);
        throw error;
      }
      if (!stored) throw new Error('The PDF importer returned without committing');
      return stored;
    },
  });
  await progress.done(result.pages, result.pages);
  return result;
}

export const importPdfJob = defineJobHandler('import-pdf', 'import-pdf', handle, { lostWork: 'known-to-handler' });

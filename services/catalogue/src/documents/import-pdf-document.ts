/**
 * Turns an uploaded PDF into a searchable document: text extracted page by page with pdf-parse,
 * stored once per file content (a retried job updates the same row). A file pdf-parse cannot
 * read is a permanent failure (CorruptPdfError), not something to retry.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { inTransaction, type BeforeCommit } from '../common/index.ts';
import { createDocumentRepository } from './document-repository.ts';
import { errorMessage } from '@dalil/service-kit/errors';

export class CorruptPdfError extends Error {}

export interface PdfImportProgress {
  pagesRead: number;
  totalPages: number;
}

export async function importPdfDocument(
  deps: { pool: pg.Pool },
  input: {
    filePath: string;
    title: string;
    originalName: string;
    uploadedBy: string;
    onProgress?: (p: PdfImportProgress) => void | Promise<void>;
    /** Runs in the document's transaction just before COMMIT (the job records its run there). */
    beforeCommit?: BeforeCommit;
  },
): Promise<{ id: string; pages: number; title: string }> {
  const data = await readFile(input.filePath);
  const sha256 = createHash('sha256').update(data).digest('hex');
  // Loaded on first use: pdf-parse (pdf.js) is large and only PDF jobs need it.
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(data) });
  let pages: string[];
  try {
    let totalPages: number;
    try {
      totalPages = (await parser.getInfo()).total;
    } catch (error) {
      throw new CorruptPdfError(`The PDF could not be read (${errorMessage(error) || 'damaged file'})`);
    }
    if (!totalPages) throw new CorruptPdfError('The PDF has no pages');
    pages = [];
    // Page by page, so a long document reports progress and memory stays flat.
    for (let page = 1; page <= totalPages; page++) {
      let text: string;
      try {
        const result = await parser.getText({ partial: [page] });
        text = result.pages[0]?.text ?? '';
      } catch (error) {
        throw new CorruptPdfError(`Page ${page} of the PDF could not be read (${errorMessage(error) || 'damaged page'})`);
      }
      // eslint-disable-next-line no-control-regex -- PDF text can carry NUL bytes, which PostgreSQL text refuses
      pages.push(text.replace(/\u0000/g, '').trim());
      await input.onProgress?.({ pagesRead: page, totalPages });
    }
  } finally {
    await parser.destroy().catch(() => undefined);
  }
  if (!pages.some((p) => p.length > 0)) {
    throw new CorruptPdfError('The PDF contains no extractable text (a scanned image needs OCR before upload)');
  }
  const { id } = await inTransaction(deps.pool, async (client) => {
    const stored = await createDocumentRepository(client).upsert({
      title: input.title, originalName: input.originalName, sha256, pages, uploadedBy: input.uploadedBy,
    });
    await input.beforeCommit?.(client, { imported: pages.length, rejected: [], rejectedCount: 0, recordId: stored.id });
    return stored;
  });
  return { id, pages: pages.length, title: input.title };
}

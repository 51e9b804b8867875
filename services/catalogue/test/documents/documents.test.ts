import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, openTestContext } from '@dalil/service-kit/testing';
import { buildApp } from '../../src/app.ts';
import { MIGRATIONS_DIRECTORY, ZCatalogueEnv } from '../../src/config.ts';
import { CorruptPdfError, importPdfDocument } from '../../src/documents/import-pdf-document.ts';
import { makePdf } from './make-pdf.ts';

/** A catalogue app on its own database and a scratch folder for PDFs, for one describe block. */
function useCatalogueWithFolder() {
  const h = {} as {
    t: Awaited<ReturnType<typeof openTestContext<typeof ZCatalogueEnv>>>;
    app: Awaited<ReturnType<typeof buildApp>>;
    dir: string;
  };
  beforeAll(async () => {
    h.t = await openTestContext({ name: 'catalogue', schema: 'catalogue', migrationsDirectory: MIGRATIONS_DIRECTORY, envSchema: ZCatalogueEnv });
    h.app = await buildApp(h.t.ctx);
    h.dir = await mkdtemp(path.join(os.tmpdir(), 'dalil-docs-'));
  });
  afterAll(async () => {
    await h.app?.close();
    await h.t?.cleanup();
    await rm(h.dir, { recursive: true, force: true });
  });
  return h;
}

describe('documents', () => {
  const h = useCatalogueWithFolder();

  it('when a two-page PDF is imported, then its text is stored per page and found by search', async () => {
    const file = path.join(h.dir, 'guide.pdf');
    await writeFile(file, makePdf(['Scholarship guide for engineering students', 'Deadlines and required documents']));
    const progress: number[] = [];
    const outcome = await importPdfDocument({ pool: h.t.ctx.database.pool }, {
      filePath: file, title: 'Scholarship guide', originalName: 'guide.pdf', uploadedBy: 'admin', onProgress: (p) => void progress.push(p.pagesRead),
    });
    expect(outcome.pages).toBe(2);
    expect(progress).toEqual([1, 2]);
    const search = await h.app.inject({ method: 'GET', url: '/api/documents?search=deadlines' });
    expect(search.statusCode).toBe(200);
    expect(search.json().data).toHaveLength(1);
    expect(search.json().data[0]).toMatchObject({ title: 'Scholarship guide', pageCount: 2 });
    const detail = await h.app.inject({ method: 'GET', url: `/api/documents/${outcome.id}` });
    expect(detail.json().data.pages[1].text).toContain('required documents');
    const none = await h.app.inject({ method: 'GET', url: '/api/documents?search=medicine' });
    expect(none.json().data).toHaveLength(0);
  });

  it('when the same PDF is imported twice, then one document remains', async () => {
    const file = path.join(h.dir, 'again.pdf');
    await writeFile(file, makePdf(['Repeated file']));
    const a = await importPdfDocument({ pool: h.t.ctx.database.pool }, { filePath: file, title: 'One', originalName: 'a.pdf', uploadedBy: 'admin' });
    const b = await importPdfDocument({ pool: h.t.ctx.database.pool }, { filePath: file, title: 'Two', originalName: 'a.pdf', uploadedBy: 'admin' });
    expect(b.id).toBe(a.id);
  });

  it('when the PDF is corrupt, then it fails with CorruptPdfError and a clear message', async () => {
    const file = path.join(h.dir, 'broken.pdf');
    await writeFile(file, Buffer.from('%PDF-1.4\nthis is not really a pdf at all\n%%EOF'));
    await expect(importPdfDocument({ pool: h.t.ctx.database.pool }, { filePath: file, title: 'x', originalName: 'b.pdf', uploadedBy: 'admin' })).rejects.toBeInstanceOf(CorruptPdfError);
  });

  it('when the admin list is read without a token, then 401; with one, then the documents; delete removes one', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/documents' })).statusCode).toBe(401);
    const list = await h.app.inject({ method: 'GET', url: '/api/admin/documents', headers: authHeaders(h.t.ctx) });
    expect(list.json().pagination.total).toBe(2);
    const id = list.json().data[0].id;
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/documents/${id}` })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/documents/${id}`, headers: authHeaders(h.t.ctx) })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/documents/${id}`, headers: authHeaders(h.t.ctx) })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/api/documents/not-a-uuid' })).statusCode).toBe(400);
  });
});

describe('documents counted the same everywhere', () => {
  const h = useCatalogueWithFolder();

  const importPdf = async (name: string, pages: string[]) => {
    const filePath = path.join(h.dir, name);
    await writeFile(filePath, makePdf(pages));
    return importPdfDocument({ pool: h.t.ctx.database.pool }, { filePath, title: name, originalName: name, uploadedBy: 'admin-test' });
  };
  const list = async (query: string) => (await h.app.inject({ method: 'GET', url: `/api/admin/documents?${query}`, headers: authHeaders(h.t.ctx) })).json();

  it('when imports made three documents and one was deleted, then the count card, the list and the jobs\' documents agree on two', async () => {
    const made = [await importPdf('a.pdf', ['First guide']), await importPdf('b.pdf', ['Second guide']), await importPdf('c.pdf', ['Third guide'])];
    await h.app.inject({ method: 'DELETE', url: `/api/admin/documents/${made[1]!.id}`, headers: authHeaders(h.t.ctx) });
    // The data-management card reads one row's page; the list reads pages of ten.
    const card = await list('page=1&limit=1');
    const page = await list('page=1&limit=10');
    expect(card.pagination.total).toBe(2);
    expect(page.data).toHaveLength(2);
    // The job history asks which of its jobs' documents are still here.
    const stillHere = await list(`ids=${made.map((d) => d.id).join(',')}`);
    expect(stillHere.data.map((d: { id: string }) => d.id).sort()).toEqual([made[0]!.id, made[2]!.id].sort());
    expect(stillHere.pagination.total).toBe(2);
    // A page past the end still says how many there are.
    expect((await list('page=5&limit=1')).pagination.total).toBe(2);
  });

  it('when ids are not document ids, then it answers 400 naming the rule', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/admin/documents?ids=1,2', headers: authHeaders(h.t.ctx) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('ids must be document ids');
  });
});

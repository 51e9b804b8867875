import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Queue } from 'bullmq';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '@dalil/service-kit/redis';
import { authHeaders, TEST_REDIS_URL } from '@dalil/service-kit/testing';
import { DEFAULT_JOB_OPTIONS } from '@dalil/jobs/testing';
import { isPermanent } from '../src/jobs/import-csv.ts';
import { multipart, openPipeline } from './support/pipeline.ts';

/** The first bytes of a real PNG image (signature and IHDR chunk), then image data. */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000010000000100806000000', 'hex'), randomBytes(2_000)]);

describe('bad files through the import pipeline', () => {
  let p: Awaited<ReturnType<typeof openPipeline>>;
  let queue: Queue;
  beforeAll(async () => {
    p = await openPipeline();
    queue = new Queue('import-csv', { connection: createRedis(TEST_REDIS_URL, 'producer'), prefix: p.ctx.config.REDIS_PREFIX });
  });
  afterAll(async () => {
    await queue?.close();
    await p?.close();
  });

  const upload = (type: 'csv' | 'pdf', parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return p.app.inject({ method: 'POST', url: `/admin/upload/${type}`, payload: body.payload, headers: { ...body.headers, ...authHeaders(p.ctx) } });
  };
  const jobView = async (id: string) => (await p.app.inject({ method: 'GET', url: `/api/admin/jobs/${id}`, headers: authHeaders(p.ctx) })).json().data;

  /** A job whose file got past the upload's check (say, replaced on the shared volume): the worker must judge it by content too. */
  async function runImportOf(bytes: Buffer, kind: 'universities' | 'results', claimedName: string) {
    const jobId = `csv-direct-${randomBytes(6).toString('hex')}-${kind}`;
    const fileName = `${jobId}.csv`;
    await writeFile(path.join(p.uploadDir, fileName), bytes);
    await queue.add('import-csv', { version: 1, kind, year: kind === 'results' ? 2024 : undefined, format: 'csv', fileName, originalName: claimedName, requestedBy: 'admin-test' }, { ...DEFAULT_JOB_OPTIONS['import-csv'], jobId });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const job = await jobView(jobId);
      if (job?.state === 'failed' || job?.state === 'completed') return job;
      if (Date.now() > deadline) throw new Error(`job ${jobId} did not finish: ${JSON.stringify(job)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('when a PNG renamed .csv is uploaded, then the upload says it is a PNG image; as a job it fails once with that reason', async () => {
    const refused = await upload('csv', [{ name: 'kind', value: 'universities' }, { name: 'csvFile', value: PNG, filename: 'universities.csv', contentType: 'text/csv' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: 'The file is a PNG image, not a CSV file or an Excel workbook (.xlsx)' });

    const job = await runImportOf(PNG, 'universities', 'universities.csv');
    expect(job).toMatchObject({ state: 'failed', attemptsMade: 1, error: 'The file is a PNG image, not a CSV file or an Excel workbook (.xlsx)' });
  });

  it('when a PDF of random bytes is uploaded, as a PDF or as a CSV, then each is refused once with its reason', async () => {
    const randomPdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(8_000)]);
    const asPdf = await upload('pdf', [{ name: 'pdfFile', value: randomPdf, filename: 'guide.pdf' }]);
    expect(asPdf.statusCode).toBe(400);
    expect(asPdf.json().message).toMatch(/^The PDF could not be read/);
    const failed = (await p.app.inject({ method: 'GET', url: '/api/admin/jobs?queue=import-pdf&state=failed', headers: authHeaders(p.ctx) })).json().data;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ attemptsMade: 1, error: expect.stringMatching(/^The PDF could not be read/) });

    const asCsv = await upload('csv', [{ name: 'kind', value: 'results' }, { name: 'year', value: '2024' }, { name: 'csvFile', value: randomPdf, filename: 'results.csv' }]);
    expect(asCsv.json()).toEqual({ success: false, message: 'The file is a PDF document, not a CSV file or an Excel workbook (.xlsx)' });
    const job = await runImportOf(randomPdf, 'results', 'results.csv');
    expect(job).toMatchObject({ state: 'failed', attemptsMade: 1, error: 'The file is a PDF document, not a CSV file or an Excel workbook (.xlsx)' });
  });

  it('when an .xlsx workbook is sent for a catalogue kind, then it is read as a workbook (by content, not parsed as CSV text)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('universities');
    sheet.addRow(['name_en', 'name_ar', 'type', 'city_en', 'city_ar']);
    sheet.addRow(['Workbook University of Qena', 'جامعة قنا التجريبية', 'public', 'Qena', 'قنا']);
    sheet.addRow(['Workbook University of Sohag', 'جامعة سوهاج التجريبية', 'private', 'Sohag', 'سوهاج']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload('csv', [{ name: 'kind', value: 'universities' }, { name: 'csvFile', value: buffer, filename: 'universities.csv' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('CSV file processed successfully! Records: 2');
    const { rows } = await p.catalogue.query("select name, name_arabic from universities where name like 'Workbook University%' order by name");
    expect(rows).toEqual([
      { name: 'Workbook University of Qena', name_arabic: 'جامعة قنا التجريبية' },
      { name: 'Workbook University of Sohag', name_arabic: 'جامعة سوهاج التجريبية' },
    ]);
  });

  it('when a catalogue CSV is malformed (an unclosed quote), then the job fails once saying so', async () => {
    const csv = 'name_en,name_ar,type\n"Unclosed University,جامعة,public\nOther,أخرى,public\n';
    const res = await upload('csv', [{ name: 'kind', value: 'scholarships' }, { name: 'csvFile', value: csv, filename: 'scholarships.csv' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The CSV file is malformed: /);
    const failed = (await p.app.inject({ method: 'GET', url: '/api/admin/jobs?queue=import-csv&state=failed', headers: authHeaders(p.ctx) })).json().data;
    expect(failed.find((job: { error: string }) => /^The CSV file is malformed/.test(job.error))).toMatchObject({ attemptsMade: 1 });
  });

  it('when the database or the network fails, then the error is retried, unlike a bad file', () => {
    expect(isPermanent(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(false);
    expect(isPermanent(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(false);
  });
});

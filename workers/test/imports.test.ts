import { readdir } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '@dalil/service-kit/testing';
import { makePdf } from '@dalil/catalogue/testing';
import { multipart, openPipeline, resultsCsv } from './support/pipeline.ts';
import type { TRejectedRow } from '@dalil/contracts/jobs/queues';

describe('imports through the workers', () => {
  let p: Awaited<ReturnType<typeof openPipeline>>;
  beforeAll(async () => {
    p = await openPipeline();
  });
  afterAll(async () => p?.close());

  const upload = (type: 'csv' | 'pdf', parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return p.app.inject({ method: 'POST', url: `/admin/upload/${type}`, payload: body.payload, headers: { ...body.headers, ...authHeaders(p.ctx) } });
  };

  it('when a results CSV with two bad rows is uploaded, then the good rows are imported, the count answered and the bad rows downloadable', async () => {
    const csv = `${resultsCsv(5)}not-a-seat,طالب,science,300\n100099,,science,abc\n`;
    const res = await upload('csv', [{ name: 'kind', value: 'results' }, { name: 'year', value: '2024' }, { name: 'csvFile', value: csv, filename: 'results-2024.csv' }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'CSV file processed successfully! Records: 5 (rejected rows: 2)' });
    expect(body.data).toMatchObject({ recordsProcessed: 5, rejectedCount: 2, finished: true });
    const { rows } = await p.catalogue.query('select count(*)::int as n from results where year = 2024');
    expect(rows[0].n).toBe(5);
    const job = await p.app.inject({ method: 'GET', url: `/api/admin/jobs/${body.data.jobId}`, headers: authHeaders(p.ctx) });
    expect(job.json().data).toMatchObject({ state: 'completed', hasRejectedRows: true, progress: { percent: 100 } });
    expect(job.json().data.durationMs).toBeGreaterThanOrEqual(0);
    const rejected = await p.app.inject({ method: 'GET', url: `/api/admin/jobs/${body.data.jobId}/rejected.csv`, headers: authHeaders(p.ctx) });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.headers['content-type']).toContain('text/csv');
    expect(rejected.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect((await readdir(p.uploadDir)).filter((f) => f.endsWith('.csv') && f.startsWith('csv-'))).toEqual([]);
  });

  // More than the importer keeps in memory (1,000): the CSV still gets every one.
  const BAD_ROWS = 1_500;
  it('when 1,500 rows of a results CSV are rejected, then the job result lists the first 100 with row numbers and reasons and the CSV holds all 1,500', async () => {
    const bad = Array.from({ length: BAD_ROWS }, (_, i) => `bad-seat-${i},طالب,science,300`).join('\n');
    const csv = `${resultsCsv(10, 300_000)}${bad}\n`;
    const res = await upload('csv', [{ name: 'kind', value: 'results' }, { name: 'year', value: '2021' }, { name: 'csvFile', value: csv, filename: 'results-2021.csv' }]);
    expect(res.statusCode).toBe(200);
    const { jobId } = res.json().data;
    const job = (await p.app.inject({ method: 'GET', url: `/api/admin/jobs/${jobId}`, headers: authHeaders(p.ctx) })).json().data;
    expect(job.result).toMatchObject({ recordsProcessed: 10, rejectedCount: BAD_ROWS, rejectedFile: true });
    const listed = job.result.rejected as TRejectedRow[];
    expect(listed).toHaveLength(100);
    // The header is row 1 and the ten good rows are 2–11, so the first bad row is row 12.
    expect(listed.map((r) => r.row)).toEqual(Array.from({ length: 100 }, (_, i) => 12 + i));
    expect(listed.every((r) => r.reason.length > 0)).toBe(true);
    expect(listed[0]!.reason).toMatch(/seat/i);
    const file = await p.app.inject({ method: 'GET', url: `/api/admin/jobs/${jobId}/rejected.csv`, headers: authHeaders(p.ctx) });
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('row,reason');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(Array.from({ length: BAD_ROWS }, (_, i) => 12 + i));
  });

  it('when the CSV header has no seat number, then the job fails once with a clear message', async () => {
    const res = await upload('csv', [{ name: 'kind', value: 'results' }, { name: 'year', value: '2023' }, { name: 'csvFile', value: 'name,score\nx,1\n', filename: 'bad.csv' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/seat number/i);
    const list = await p.app.inject({ method: 'GET', url: '/api/admin/jobs?queue=import-csv&state=failed', headers: authHeaders(p.ctx) });
    const failed = list.json().data[0];
    expect(failed).toMatchObject({ state: 'failed', attemptsMade: 1 });
    expect(failed.error).toMatch(/seat number/i);
  });

  it('when a corrupt PDF is uploaded, then its job fails with a clear message and the next PDF still imports', async () => {
    const corrupt = await upload('pdf', [{ name: 'pdfFile', value: Buffer.from('%PDF-1.7\n1 0 obj broken\n%%EOF\n'), filename: 'broken.pdf' }]);
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().message).toMatch(/PDF/);
    const good = await upload('pdf', [{ name: 'title', value: 'دليل المنح' }, { name: 'pdfFile', value: makePdf(['Scholarships for Egyptian students', 'Second page']), filename: 'guide.pdf' }]);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ success: true, message: 'PDF file processed successfully! Records: 2', data: { recordsProcessed: 2 } });
    const { rows } = await p.catalogue.query('select title, page_count from documents');
    expect(rows).toEqual([{ title: 'دليل المنح', page_count: 2 }]);
  });

  it('when an Excel workbook of results is uploaded, then it is recognised by content and imported', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('النتيجة');
    sheet.addRow(['seat_number', 'student_name', 'stream', 'total_score']);
    for (let i = 0; i < 4; i++) sheet.addRow([300_000 + i, `طالبة ${i}`, 'arts', 350]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload('csv', [{ name: 'kind', value: 'results' }, { name: 'year', value: '2018' }, { name: 'csvFile', value: buffer, filename: 'results.xlsx' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ recordsProcessed: 4, finished: true });
    expect(res.json().data.jobId).toMatch(/-results-2018$/);
  });

  it('when a universities CSV is uploaded, then the catalogue bulk import runs and answers its count', async () => {
    const csv = 'name_en,name_ar,type,city_en,city_ar\nTest University of Aswan,جامعة أسوان التجريبية,public,Aswan,أسوان\n';
    const res = await upload('csv', [{ name: 'kind', value: 'universities' }, { name: 'csvFile', value: csv, filename: 'unis.csv' }]);
    expect(res.json().message).toMatch(/^CSV file processed successfully! Records: 1/);
  });
});

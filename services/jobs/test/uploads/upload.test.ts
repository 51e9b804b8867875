import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '@dalil/service-kit/testing';
import { multipart, openJobsApp } from '../support/jobs-test-app.ts';

const CSV = 'seat_number,name,total\n1001,أحمد,400\n1002,منى,390\n';

describe('uploads', () => {
  let t: Awaited<ReturnType<typeof openJobsApp>>;
  beforeAll(async () => {
    t = await openJobsApp({ UPLOAD_MAX_CSV_BYTES: '4096', UPLOAD_MAX_PDF_BYTES: '2048' });
  });
  afterAll(async () => t?.close());

  const upload = (type: string, parts: Parameters<typeof multipart>[0], headers: Record<string, string> = authHeaders(t.ctx)) => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: `/admin/upload/${type}`, payload: body.payload, headers: { ...body.headers, ...headers } });
  };

  it('when no token is sent, then it answers 401', async () => {
    const res = await upload('csv', [{ name: 'csvFile', value: CSV, filename: 'r.csv' }], {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('when a visitor token is sent, then it answers 403', async () => {
    const res = await upload('csv', [{ name: 'csvFile', value: CSV, filename: 'r.csv' }], authHeaders(t.ctx, 'visitor'));
    expect(res.statusCode).toBe(403);
  });

  it('when a small CSV is uploaded and no worker runs, then it answers 202 with the job id and records so far', async () => {
    const res = await upload('csv', [
      { name: 'kind', value: 'results' },
      { name: 'year', value: '2025' },
      { name: 'csvFile', value: CSV, filename: 'results.csv', contentType: 'text/csv' },
    ]);
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.jobId).toMatch(/^csv-[0-9a-f]{32}-results-2025$/);
    expect(body.data.recordsProcessed).toBe(0);
    expect(body.data.jobId).not.toContain(':');
    expect(await readdir(t.uploadDir)).toContain(`${body.data.jobId}.csv`);
  });

  it('when the same file is uploaded twice quickly, then both answers name one job', async () => {
    const parts = [{ name: 'kind', value: 'cutoffs' }, { name: 'csvFile', value: 'a,b\n1,2\n', filename: 'c.csv' }];
    const [a, b] = await Promise.all([upload('csv', parts), upload('csv', parts)]);
    expect(a.json().data.jobId).toBe(b.json().data.jobId);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/jobs?queue=import-csv', headers: authHeaders(t.ctx) });
    expect(list.json().data.filter((j: { id: string }) => j.id === a.json().data.jobId)).toHaveLength(1);
  });

  it('when the CSV is larger than the limit, then it answers 413 naming the limit and keeps nothing', async () => {
    const res = await upload('csv', [{ name: 'csvFile', value: 'x,y\n'.repeat(2000), filename: 'big.csv' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
    expect((await readdir(t.uploadDir)).filter((f) => f.startsWith('incoming-'))).toEqual([]);
  });

  it('when a PDF is uploaded as CSV-less binary, then it answers 400 saying it is not UTF-8 text', async () => {
    const res = await upload('csv', [{ name: 'csvFile', value: Buffer.from([0x41, 0x2c, 0xff, 0xfe, 0x00, 0x01, 0x0a, 0x42, 0x43]), filename: 'fake.csv' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/UTF-8/);
  });

  it('when a zip that is not a workbook is uploaded as CSV, then it answers 400', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);
    const res = await upload('csv', [{ name: 'csvFile', value: zip, filename: 'book.xlsx' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Excel workbook/);
  });

  it('when a text file is uploaded as a PDF, then it answers 400 saying it is not a PDF', async () => {
    const res = await upload('pdf', [{ name: 'pdfFile', value: 'hello, this is not a pdf', filename: 'doc.pdf' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not a PDF/);
  });

  it('when the PDF is larger than its limit, then it answers 413', async () => {
    const res = await upload('pdf', [{ name: 'pdfFile', value: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 0x20)]), filename: 'big.pdf' }]);
    expect(res.statusCode).toBe(413);
  });

  it('when the file is in the wrong field, then it answers 400 naming the field', async () => {
    const res = await upload('csv', [{ name: 'file', value: CSV, filename: 'r.csv' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('csvFile');
  });

  it('when the kind is unknown, then it answers 400 naming kind', async () => {
    const res = await upload('csv', [{ name: 'kind', value: 'pets' }, { name: 'csvFile', value: CSV, filename: 'r.csv' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('kind');
  });

  it('when the upload type is not csv or pdf, then it answers 400', async () => {
    const res = await upload('doc', [{ name: 'csvFile', value: CSV, filename: 'r.csv' }]);
    expect(res.statusCode).toBe(400);
  });

  it('when the body is JSON instead of multipart, then it answers 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/upload/csv', payload: { a: 1 }, headers: authHeaders(t.ctx) });
    expect(res.statusCode).toBe(400);
  });

  it('when the multipart body has no boundary or is cut off, then it answers 400 saying so, not 500', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=abc']) {
      const res = await t.app.inject({ method: 'POST', url: '/admin/upload/csv', payload: 'not multipart at all', headers: { ...authHeaders(t.ctx), 'content-type': contentType } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/^The upload is not well-formed multipart\/form-data \(/) });
    }
  });
});

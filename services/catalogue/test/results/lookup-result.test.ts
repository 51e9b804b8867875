import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '@dalil/service-kit/testing';
import { importResults } from '../../src/results/import-results.ts';
import { importCutoffs } from '../../src/results/import-cutoffs.ts';
import { openCatalogue, writeCsv } from './support.ts';

describe('results lookup', () => {
  let h: Awaited<ReturnType<typeof openCatalogue>>;
  beforeAll(async () => {
    h = await openCatalogue();
    await importResults(
      { pool: h.pool },
      {
        filePath: writeCsv([
          ['seat_number', 'student_name', 'stream', 'total_score', 'status'],
          ['123456', 'مريم أحمد', 'science', '401', 'passed'], // 97.80 %
          ['123457', 'عمر سعيد', 'literary', '300', 'passed'],
          ['123458', 'نور علي', 'math', '250', 'failed'],
          ['123459', 'هدى محمود', '', '330', 'passed'],
        ]),
        year: 2024,
      },
    );
    await importResults({ pool: h.pool }, { filePath: writeCsv([['seat_number', 'student_name', 'total_score'], ['555', 'قديم', '200']]), year: 2022 });
  });
  afterAll(async () => h?.close());

  it('when the seat number is typed in Arabic-Indic digits with spaces, then the result is found', async () => {
    const response = await h.app.inject({ url: `/api/results/${encodeURIComponent(' ١٢٣٤٥٦ ')}?year=٢٠٢٤` });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ seatNumber: '123456', studentName: 'مريم أحمد', totalScore: 401, maxScore: 410, percentage: 97.8, grade: 'excellent', year: 2024 });
    // The result alone: the suggestions for its total come from GET /api/guidance/suggestions.
    expect(data).not.toHaveProperty('guidance');
  });

  it('when the seat number is blank, then it answers 400 with "Seat number is required"', async () => {
    const response = await h.app.inject({ url: '/api/results/%20%20?year=2024' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Seat number is required' });
  });

  it('when the seat number has letters, then it answers 400 naming the digits-only rule', async () => {
    const response = await h.app.inject({ url: '/api/results/12a45?year=2024' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Seat number must contain digits only' });
  });

  it('when the seat number is unknown, then it answers 404 with a clear sentence', async () => {
    const response = await h.app.inject({ url: '/api/results/999999?year=2024' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'No result found for seat number 999999 in 2024' });
    expect((await h.app.inject({ url: '/api/results/555?year=2024' })).statusCode).toBe(404);
  });

  it('when no year is given, then the newest year with data is searched', async () => {
    const response = await h.app.inject({ url: '/api/results/123457' });
    expect(response.json().data.year).toBe(2024);
  });

  it('when the years are listed, then only years with data come, newest first', async () => {
    const response = await h.app.inject({ url: '/api/results/years' });
    expect(response.json()).toEqual({ success: true, data: [2024, 2022] });
  });

  /** The suggestions the results page asks for a looked-up result (its total, stream, year and status). */
  const guidanceOf = async (seat: string) => {
    const result = (await h.app.inject({ url: `/api/results/${seat}?year=2024` })).json().data;
    const query = new URLSearchParams({ score: String(result.totalScore), maxScore: String(result.maxScore), year: String(result.year), limit: '3' });
    if (result.stream) query.set('stream', result.stream);
    if (result.status) query.set('status', result.status);
    const response = await h.app.inject({ url: `/api/guidance/suggestions?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('when there are no cut-offs for the stream, then the guidance says so plainly and suggests nothing', async () => {
    const guidance = await guidanceOf('123457');
    expect(guidance.notes).toEqual(['no-cutoffs']);
    expect(guidance.totals).toEqual({ likely: 0, possible: 0, reach: 0, further: 0, others: 0, institutes: 0, notOpen: 0 });
    expect(guidance.student).toMatchObject({ score: 300, maxScore: 410, percentage: 73.17, stream: 'literary', year: 2024 });
  });

  it('when a student failed or has no stream, then no suggestions are invented and the note says why', async () => {
    expect((await guidanceOf('123458')).notes).toEqual(['not-passed']);
    expect((await guidanceOf('123459')).notes).toEqual(['no-stream']);
  });

  it('when lookups succeed, then the stats count them with the years', async () => {
    const response = await h.app.inject({ url: '/api/results/stats' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.years).toEqual([2024, 2022]);
    expect(data.lookupsServed).toBe(5);
  });

  it('when a cut-offs CSV in the simple format is imported, then Arabic names and scores without a maximum are read', async () => {
    const outcome = await importCutoffs(
      { pool: h.pool },
      {
        filePath: writeCsv([
          ['year', 'stream', 'university', 'faculty', 'min_score', 'max_score'],
          ['2024', 'أدبي', 'جامعة القاهرة', 'كلية الآداب', '290', '410'],
          ['٢٠٢٤', 'literary', 'Ain Shams University', 'Faculty of Law', '٢٨٠٫٥', ''],
          ['2024', 'medicine', 'x', 'y', '1', ''],
          ['', 'literary', 'x', 'y', '1', ''],
        ]),
      },
    );
    expect(outcome.imported).toBe(2);
    expect(outcome.rejected).toEqual([
      { row: 4, reason: expect.stringMatching(/stream/) },
      { row: 5, reason: 'year is missing' },
    ]);
    const listed = (await h.app.inject({ url: '/api/admin/cutoffs?year=2024&stream=literary', headers: authHeaders(h.ctx) })).json().data;
    expect(listed.find((c: { facultyNameArabic: string }) => c.facultyNameArabic === 'كلية الآداب')).toMatchObject({
      universityName: 'جامعة القاهرة',
      minScore: 290,
      maxScoreOfYear: 410,
      effectivePercentage: 70.73,
      kind: 'faculty',
      streams: ['literary'],
    });
    // A score with no maximum is read against the year's maximum (410 in 2024).
    expect(listed.find((c: { facultyName: string }) => c.facultyName === 'Faculty of Law')).toMatchObject({ minScore: 280.5, maxScoreOfYear: 410, effectivePercentage: 68.41 });
  });

  it('when an import is called off at its last progress report (a cancelled job), then neither results nor cut-offs are stored', async () => {
    const callOff = (p: { rowsRead: number }) => {
      if (p.rowsRead === 2) throw new Error('Cancelled by an administrator');
    };
    const results = writeCsv([['seat_number', 'student_name', 'total_score'], ['9001', 'أول', '200'], ['9002', 'ثان', '210']]);
    await expect(importResults({ pool: h.pool }, { filePath: results, year: 2011, onProgress: callOff })).rejects.toThrow('Cancelled by an administrator');
    expect((await h.pool.query('select count(*)::int as n from results where year = 2011')).rows[0].n).toBe(0);
    const cutoffs = writeCsv([['year', 'stream', 'university', 'faculty', 'min_score', 'max_score'], ['2011', 'أدبي', 'جامعة القاهرة', 'كلية الإلغاء', '290', '410'], ['2011', 'أدبي', 'جامعة القاهرة', 'كلية الإلغاء الثانية', '280', '410']]);
    await expect(importCutoffs({ pool: h.pool }, { filePath: cutoffs, onProgress: callOff })).rejects.toThrow('Cancelled by an administrator');
    expect((await h.pool.query('select count(*)::int as n from admission_cutoffs where year = 2011')).rows[0].n).toBe(0);
  });

  it('when an administrator manages cut-offs, then create, list, update and delete work and others are refused', async () => {
    const headers = authHeaders(h.ctx);
    const body = { year: 2024, stream: 'science', universityName: 'Test University', facultyName: 'Faculty of Science', facultyNameArabic: 'كلية العلوم', minPercentage: 90 };
    const created = await h.app.inject({ method: 'POST', url: '/api/admin/cutoffs', headers, payload: body });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ _id: id, effectivePercentage: 90, universityId: null, editedByAdmin: true, kind: 'faculty', streams: ['science'] });
    expect((await h.app.inject({ method: 'POST', url: '/api/admin/cutoffs', headers, payload: body })).statusCode).toBe(409);
    const invalid = await h.app.inject({ method: 'POST', url: '/api/admin/cutoffs', headers, payload: { ...body, minPercentage: undefined } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/minPercentage or minScore is required/);
    const listed = await h.app.inject({ url: '/api/admin/cutoffs?year=2024&stream=science', headers });
    expect(listed.json().data.map((c: { id: string }) => c.id)).toContain(id);
    const updated = await h.app.inject({ method: 'PUT', url: `/api/admin/cutoffs/${id}`, headers, payload: { ...body, minPercentage: 95 } });
    expect(updated.json().data.minPercentage).toBe(95);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/cutoffs/${id}`, headers })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/admin/cutoffs/${id}`, headers })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/admin/cutoffs' })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/admin/cutoffs', headers: authHeaders(h.ctx, 'visitor') })).statusCode).toBe(403);
  });

  it('when an administrator sets a year maximum, then the lookup uses it at once', async () => {
    const headers = authHeaders(h.ctx);
    const response = await h.app.inject({ method: 'PUT', url: '/api/admin/results/years/2022', headers, payload: { maxScore: 320 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ year: 2022, maxScore: 320, rowCount: 1 });
    const data = (await h.app.inject({ url: '/api/results/555?year=2022' })).json().data;
    expect(data).toMatchObject({ maxScore: 320, percentage: 62.5 });
    const list = await h.app.inject({ url: '/api/admin/results/years', headers });
    expect(list.json().data.map((y: { year: number }) => y.year)).toEqual([2024, 2022]);
  });

  it('when a lookup is repeated with its ETag, then it answers 304 with no body; a new import of the year changes the ETag and the answer', async () => {
    await importResults({ pool: h.pool }, { filePath: writeCsv([['seat_number', 'student_name', 'stream', 'total_score'], ['777', 'سلمى', 'literary', '300']]), year: 2023 });
    const first = await h.app.inject({ url: '/api/results/777?year=2023' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"r\d+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=30');
    const again = await h.app.inject({ url: '/api/results/777?year=2023', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // No length announced for a body a 304 never carries (a proxy would wait for it).
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    expect((await h.app.inject({ url: '/api/results/777?year=2023', headers: { 'if-none-match': '"r0", W/' + etag } })).statusCode).toBe(304);

    // A correction: the year is imported again with a new total for the same seat.
    await importResults({ pool: h.pool }, { filePath: writeCsv([['seat_number', 'student_name', 'stream', 'total_score'], ['777', 'سلمى', 'literary', '310']]), year: 2023 });
    const after = await h.app.inject({ url: '/api/results/777?year=2023', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.totalScore).toBe(310);
  });
});

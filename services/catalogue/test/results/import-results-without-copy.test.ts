import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importResults } from '../../src/results/import-results.ts';
import { englishRows, openCatalogue, writeCsv } from './support.ts';

describe('results importer without COPY (the embedded database of npm start)', () => {
  let h: Awaited<ReturnType<typeof openCatalogue>>;
  beforeAll(async () => {
    h = await openCatalogue();
  });
  afterAll(async () => h?.close());

  it('when COPY is switched off, then the same rows, names with tabs or backslashes and subjects are stored by INSERT', async () => {
    const rows = englishRows(3, 5001);
    rows[2]![1] = 'اسم\\مع\tفاصل';
    const file = writeCsv(rows);
    const outcome = await importResults({ pool: h.pool, copy: false }, { filePath: file, year: 2022 });
    expect(outcome).toEqual({ imported: 3, rejected: [] });
    const data = (await h.app.inject({ url: '/api/results/5002?year=2022' })).json().data;
    // The backslash survives the COPY-text round trip; white space is folded by validation, as with COPY.
    expect(data).toMatchObject({ seatNumber: '5002', studentName: 'اسم\\مع فاصل', totalScore: 300, status: 'passed' });
    expect(data.subjects).toEqual([
      { name: 'Arabic', nameArabic: 'اللغة العربية', score: 70, maxScore: 80 },
      { name: 'Chemistry', nameArabic: 'الكيمياء', score: 55, maxScore: 60 },
    ]);
    // Re-importing replaces the year, as with COPY.
    expect(await importResults({ pool: h.pool, copy: false }, { filePath: writeCsv(englishRows(1, 6001)), year: 2022 })).toEqual({ imported: 1, rejected: [] });
    expect((await h.app.inject({ url: '/api/results/5002?year=2022' })).statusCode).toBe(404);
  });
});

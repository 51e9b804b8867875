import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importResults } from '../../src/results/import-results.ts';
import { CSV_READ_BYTES, FileFormatError } from '../../src/common/table-source.ts';
import { englishRows, openCatalogue, writeCsv, writeXlsx } from './support.ts';

describe('results importer', () => {
  let h: Awaited<ReturnType<typeof openCatalogue>>;
  beforeAll(async () => {
    h = await openCatalogue();
  });
  afterAll(async () => h?.close());

  const count = async (year: number) =>
    Number((await h.pool.query<{ n: string }>('select count(*) as n from results where year = $1', [year])).rows[0]!.n);

  it('when a CSV with English headers, a BOM and subject columns is imported, then every row is stored with its subjects', async () => {
    const file = writeCsv(englishRows(3, 1001), { bom: true });
    const outcome = await importResults({ pool: h.pool }, { filePath: file, year: 2024 });
    expect(outcome).toEqual({ imported: 3, rejected: [], rejectedCount: 0 });
    const response = await h.app.inject({ url: '/api/results/1002?year=2024' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ seatNumber: '1002', studentName: 'طالب رقم 1', stream: 'science', totalScore: 300, maxScore: 410, status: 'passed' });
    expect(data.subjects).toEqual([
      { name: 'Arabic', nameArabic: 'اللغة العربية', score: 70, maxScore: 80 },
      { name: 'Chemistry', nameArabic: 'الكيمياء', score: 55, maxScore: 60 },
    ]);
  });

  it('when a year is imported, then its rows are written frozen: the first lookups after the swap have no pages to write back', async () => {
    await importResults({ pool: h.pool }, { filePath: writeCsv(englishRows(2_000, 50_001)), year: 2019 });
    // ANALYZE records how many pages the visibility map marks all-visible: after a plain COPY none
    // are, and the first reader of each page would set its hint bits and dirty it.
    await h.pool.query('analyze results_y2019');
    const { rows } = await h.pool.query<{ relpages: number; relallvisible: number }>(
      "select relpages, relallvisible from pg_class where relname = 'results_y2019'",
    );
    expect(rows[0]!.relpages).toBeGreaterThan(1);
    expect(rows[0]!.relallvisible).toBe(rows[0]!.relpages);
  });

  it('when the ministry Arabic headers, Arabic-Indic digits, the ٫ decimal mark and codes are used, then they are read correctly', async () => {
    const file = writeCsv([
      ['رقم_الجلوس', 'اسم الطالب بالعربيه', 'كود الشعبة', 'المجموع الكلى', 'حالة الطالب', 'اللغة العربية', 'الفيزياء', 'الرياضيات البحتة'],
      ['٢٠٠١', 'أحمد محمد علي', '٥', '٣٩٥٫٥', '١', '٧٨', '٥٩٫٥', '-4'],
      ['2002', 'منى حسن', 'أدبي', '300', 'دور ثان', '60', '', '50'],
    ]);
    const outcome = await importResults({ pool: h.pool }, { filePath: file, year: 2023 });
    expect(outcome).toEqual({ imported: 2, rejected: [], rejectedCount: 0 });
    const data = (await h.app.inject({ url: '/api/results/2001?year=2023' })).json().data;
    expect(data).toMatchObject({ studentName: 'أحمد محمد علي', stream: 'math', totalScore: 395.5, maxScore: 410, status: 'passed', percentage: 96.46 });
    // -4 means the subject does not apply: it is not shown.
    expect(data.subjects).toEqual([
      { name: 'Arabic', nameArabic: 'اللغة العربية', score: 78, maxScore: 80 },
      { name: 'Physics', nameArabic: 'الفيزياء', score: 59.5, maxScore: 60 },
    ]);
    const second = (await h.app.inject({ url: '/api/results/2002?year=2023' })).json().data;
    expect(second).toMatchObject({ stream: 'literary', status: 'second-round' });
  });

  it('when an .xlsx sheet is imported, then its rows are read by the streaming reader', async () => {
    const file = await writeXlsx([
      ['seating_no', 'arabic_name', 'total_degree', 'stream'],
      [3001, 'سارة إبراهيم', 250.5, 'علمي علوم'],
      [3002, 'يوسف خالد', '٢٠٠', 'science'],
    ]);
    const outcome = await importResults({ pool: h.pool }, { filePath: file, year: 2022 });
    expect(outcome).toEqual({ imported: 2, rejected: [], rejectedCount: 0 });
    const data = (await h.app.inject({ url: '/api/results/3002?year=2022' })).json().data;
    expect(data).toMatchObject({ studentName: 'يوسف خالد', totalScore: 200, stream: 'science' });
  });

  it('when rows are bad, then each is reported with its row number and reason and the good rows are imported', async () => {
    const file = writeCsv([
      ['seat_number', 'student_name', 'total_score', 'stream', 'status', 'Arabic|اللغة العربية|80'],
      ['4001', 'طالب صحيح', '300', 'science', 'passed', '70'],
      ['40a2', 'رقم خاطئ', '300', 'science', 'passed', '70'],
      ['4003', '', '300', 'science', 'passed', '70'],
      ['4004', 'مجموع كبير', '500', 'science', 'passed', '70'],
      ['4005', 'شعبة مجهولة', '300', 'medicine', 'passed', '70'],
      ['4001', 'مكرر', '300', 'science', 'passed', '70'],
      ['4007', 'مادة زائدة', '300', 'science', 'passed', '95'],
      ['4008', 'مجموع نصي', 'abc', 'science', 'passed', '70'],
      ['', 'بدون رقم', '300', 'science', 'passed', '70'],
      ['4010', 'طالب آخر', '200', 'literary', 'failed', ''],
    ]);
    const outcome = await importResults({ pool: h.pool }, { filePath: file, year: 2021 });
    expect(outcome.imported).toBe(2);
    expect(outcome.rejected.map((r) => r.row)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(outcome.rejected[0]!.reason).toMatch(/digits only/);
    expect(outcome.rejected[1]!.reason).toMatch(/name is missing/);
    expect(outcome.rejected[2]!.reason).toMatch(/above the maximum 410/);
    expect(outcome.rejected[3]!.reason).toMatch(/stream "medicine"/);
    expect(outcome.rejected[4]!.reason).toMatch(/appears again \(first in row 2\)/);
    expect(outcome.rejected[5]!.reason).toMatch(/Arabic score 95 is above its maximum 80/);
    expect(outcome.rejected[6]!.reason).toMatch(/not a number/);
    expect(outcome.rejected[7]!.reason).toMatch(/seat number is missing/);
    expect(await count(2021)).toBe(2);
  });

  it('when more rows are rejected than are kept in memory, then every one still reaches onRejected, in file order, and the count is exact', async () => {
    const rows: Array<Array<string | number>> = [['seat_number', 'student_name', 'total_score']];
    for (let i = 0; i < 1_200; i++) rows.push([`x${i}`, 'طالب', 300]);
    rows.push([9_000_001, 'طالب صحيح', 300]);
    const seen: number[] = [];
    const outcome = await importResults({ pool: h.pool }, { filePath: writeCsv(rows), year: 2013, onRejected: (r) => seen.push(r.row) });
    expect(outcome.imported).toBe(1);
    expect(outcome.rejectedCount).toBe(1_200);
    expect(outcome.rejected).toHaveLength(1_000);
    expect(seen).toEqual(Array.from({ length: 1_200 }, (_, i) => i + 2));
  });

  it('when names are quoted with commas, quotes or line breaks, then they are read whole and row numbers stay per record', async () => {
    const file = writeCsv([
      ['seat_number', 'student_name', 'total_score'],
      ['5001', 'عبد الله, "الابن"', '300'],
      ['5002', 'سطر\nثان', '200'],
      ['5003', 'خطأ', 'x'],
    ]);
    const outcome = await importResults({ pool: h.pool }, { filePath: file, year: 2016 });
    expect(outcome).toEqual({ imported: 2, rejected: [{ row: 4, reason: 'total score "x" is not a number' }], rejectedCount: 1 });
    expect((await h.app.inject({ url: '/api/results/5001?year=2016' })).json().data.studentName).toBe('عبد الله, "الابن"');
  });

  it('when names carry stray whitespace or a backslash and numbers are written loosely, then names are tidied, kept whole, and numbers read as written or rounded', async () => {
    const file = writeCsv([
      ['seat_number', 'student_name', 'total_score', 'Arabic|اللغة العربية|80'],
      ['6001', '  منى  علي\tحسن ', '300', '70'],
      ['6002', 'نور \\ الهدى', ' 250.505', '٦٥٫٥'],
      ['6003', 'سارة', '299.50', '-4'],
    ]);
    const outcome = await importResults({ pool: h.pool }, { filePath: file, year: 2012 });
    expect(outcome).toEqual({ imported: 3, rejected: [], rejectedCount: 0 });
    const read = async (seat: number) => (await h.app.inject({ url: `/api/results/${seat}?year=2012` })).json().data;
    expect(await read(6001)).toMatchObject({ studentName: 'منى علي حسن', totalScore: 300, subjects: [{ name: 'Arabic', score: 70 }] });
    expect(await read(6002)).toMatchObject({ studentName: 'نور \\ الهدى', totalScore: 250.51, subjects: [{ name: 'Arabic', score: 65.5 }] });
    expect(await read(6003)).toMatchObject({ studentName: 'سارة', totalScore: 299.5, subjects: [] });
  });

  it('when a file is larger than one read, then Arabic names split between two reads arrive whole', async () => {
    // Long Arabic names (two bytes a letter) and an unused header column whose length is chosen
    // so that the first read ends in the middle of a letter.
    const name = 'ب'.repeat(120);
    const build = (pad: string) =>
      Buffer.from(
        [`seat_number,student_name,total_score,school${pad}`, ...Array.from({ length: 6_000 }, (_, i) => `${800_000 + i},${name},300,x`)].join('\n') + '\n',
        'utf8',
      );
    let bytes = build('');
    if ((bytes[CSV_READ_BYTES]! & 0xc0) !== 0x80) bytes = build('_');
    expect(bytes[CSV_READ_BYTES]! & 0xc0).toBe(0x80); // a continuation byte: the read boundary splits a letter
    const file = writeCsv([['unused']]);
    writeFileSync(file, bytes);
    const outcome = await importResults({ pool: h.pool }, { filePath: file, year: 2015 });
    expect(outcome).toEqual({ imported: 6_000, rejected: [], rejectedCount: 0 });
    const { rows } = await h.pool.query<{ n: string }>('select count(*) as n from results where year = 2015 and student_name <> $1', [name]);
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('when a quoted field is never closed, then the import fails as a malformed file and stores nothing', async () => {
    const file = writeCsv([['seat_number', 'student_name', 'total_score'], ['7001', 'سليم', '300']]);
    writeFileSync(file, readFileSync(file, 'utf8') + '7002,"بلا نهاية,300\r\n7003,آخر,200\r\n');
    const failure = importResults({ pool: h.pool }, { filePath: file, year: 2014 });
    await expect(failure).rejects.toBeInstanceOf(FileFormatError);
    await expect(failure).rejects.toThrow(/malformed/);
    expect(await count(2014)).toBe(0);
  });

  it('when the header has no seat number column, then the import fails with a clear message and stores nothing', async () => {
    const file = writeCsv([['name', 'total'], ['x', '1']]);
    await expect(importResults({ pool: h.pool }, { filePath: file, year: 2020 })).rejects.toThrow(/seat number/);
    expect(await count(2020)).toBe(0);
  });

  it('when a year is re-imported while a reader keeps counting, then the reader sees the old or the new rows, never a mix', async () => {
    await importResults({ pool: h.pool }, { filePath: writeCsv(englishRows(5_000, 100_000)), year: 2019 });
    expect(await count(2019)).toBe(5_000);
    const seen = new Set<number>();
    let reading = true;
    const reader = (async () => {
      while (reading) seen.add(await count(2019));
    })();
    const progress: number[] = [];
    const outcome = await importResults(
      { pool: h.pool },
      { filePath: writeCsv(englishRows(30_000, 500_000)), year: 2019, onProgress: (p) => void progress.push(p.rowsRead) },
    );
    reading = false;
    await reader;
    expect(outcome.imported).toBe(30_000);
    expect([...seen].every((n) => n === 5_000 || n === 30_000)).toBe(true);
    expect(seen.has(5_000)).toBe(true);
    expect(await count(2019)).toBe(30_000);
    expect(progress.at(-1)).toBe(30_000);
    expect(progress.length).toBeGreaterThan(2);
    // The old seats are gone, the new ones are there: replaced, not merged.
    expect((await h.app.inject({ url: '/api/results/100001?year=2019' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/results/500001?year=2019' })).statusCode).toBe(200);
  });

  it('when the same file is imported twice (a retried job), then the year holds exactly the file rows', async () => {
    const file = writeCsv(englishRows(1_000, 7_000));
    await importResults({ pool: h.pool }, { filePath: file, year: 2018 });
    await importResults({ pool: h.pool }, { filePath: file, year: 2018 });
    expect(await count(2018)).toBe(1_000);
  });

  it('when an import process is killed mid-COPY, then the previous data stays intact and nothing is left behind', async () => {
    await importResults({ pool: h.pool }, { filePath: writeCsv(englishRows(2_000, 1)), year: 2017 });
    const big = writeCsv(englishRows(400_000, 1_000_000));
    const script = fileURLToPath(new URL('./run-import.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, h.database.url, big, '2017'], {
      cwd: path.resolve(fileURLToPath(new URL('../../../..', import.meta.url))),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Killed once it reports rows streaming into COPY.
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('progress')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`import finished before it was killed (${code})`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(await count(2017)).toBe(2_000);
    const staging = await h.pool.query(`select relname from pg_class where relname like 'results_2017_import_%'`);
    expect(staging.rows).toEqual([]);
    // And a retried import then completes with exactly the file's rows.
    await importResults({ pool: h.pool }, { filePath: writeCsv(englishRows(3_000, 1)), year: 2017 });
    expect(await count(2017)).toBe(3_000);
  }, 60_000);
});

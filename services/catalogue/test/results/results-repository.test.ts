import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '@dalil/service-kit/database';
import { importResults } from '../../src/results/import-results.ts';
import { createResultsRepository } from '../../src/results/results-repository.ts';
import { openCatalogue, writeCsv } from './support.ts';

describe('results lookups: batched statements and their own pool', () => {
  let h: Awaited<ReturnType<typeof openCatalogue>>;
  beforeAll(async () => {
    h = await openCatalogue();
    const rows = (year: number) => [
      ['seat_number', 'student_name', 'total_score'],
      ['1001', `أول ${year}`, '301'],
      ['1002', `ثان ${year}`, '302'],
      ['1003', `ثالث ${year}`, '303'],
    ];
    await importResults({ pool: h.pool }, { filePath: writeCsv(rows(2024)), year: 2024 });
    await importResults({ pool: h.pool }, { filePath: writeCsv(rows(2023)), year: 2023 });
  });
  afterAll(async () => h?.close());

  /** The pool, counting the statements sent through it. */
  const counted = () => {
    const statements: string[] = [];
    const db: Queryable = {
      query: ((config: { name?: string }, ...rest: unknown[]) => {
        statements.push(config.name ?? 'unnamed');
        return (h.pool.query as (...args: unknown[]) => unknown)(config, ...rest);
      }) as Queryable['query'],
    };
    return { db, statements };
  };

  it('when lookups are asked in the same turn of the event loop, then one statement per year answers each with its own row', async () => {
    const { db, statements } = counted();
    const repository = createResultsRepository(db);
    const asked = [
      [2024, '1001'],
      [2024, '1003'],
      [2023, '1001'],
      [2024, '9999'],
      [2024, '1001'],
      [2023, '1002'],
    ] as const;
    const found = await Promise.all(asked.map(([year, seat]) => repository.find(year, seat)));
    expect(found.map((r) => r && `${r.seatNumber} ${r.studentName} ${r.totalScore}`)).toEqual([
      '1001 أول 2024 301',
      '1003 ثالث 2024 303',
      '1001 أول 2023 301',
      undefined,
      '1001 أول 2024 301',
      '1002 ثان 2023 302',
    ]);
    expect(statements.sort()).toEqual(['results-lookup-many', 'results-lookup-many', 'results-year-subjects', 'results-year-subjects']);
  });

  it('when a year\'s subjects were read at its version, then later batches read rows only, and a change to the year is read again', async () => {
    const { db, statements } = counted();
    const repository = createResultsRepository(db);
    const subjects = async () => (await repository.find(2024, '1001'))!.subjectColumns;
    await subjects();
    await Promise.all([repository.find(2024, '1002'), repository.find(2024, '1003')]);
    expect(statements).toEqual(['results-lookup', 'results-year-subjects', 'results-lookup-many']);
    await h.pool.query(`update result_years set subject_columns = '[["Arabic","اللغة العربية",80]]' where year = 2024`);
    try {
      expect(await subjects()).toEqual([['Arabic', 'اللغة العربية', 80]]);
      expect(statements.slice(3)).toEqual(['results-lookup', 'results-year-subjects']);
    } finally {
      await h.pool.query(`update result_years set subject_columns = '[]' where year = 2024`);
    }
  });

  it('when the year changes between a batch\'s rows and its subjects, then the rows are read again at the new version', async () => {
    const statements: string[] = [];
    let changeOnce = true;
    const db: Queryable = {
      query: (async (config: { name?: string }, ...rest: unknown[]) => {
        statements.push(config.name ?? 'unnamed');
        // An administrator's change lands just after the rows were read.
        if (config.name === 'results-year-subjects' && changeOnce) {
          changeOnce = false;
          await h.pool.query(`update result_years set subject_columns = '[["Physics","الفيزياء",60]]' where year = 2023`);
        }
        return (h.pool.query as (...args: unknown[]) => unknown)(config, ...rest);
      }) as Queryable['query'],
    };
    try {
      const found = await createResultsRepository(db).find(2023, '1002');
      expect(found?.subjectColumns).toEqual([['Physics', 'الفيزياء', 60]]);
      const { rows } = await h.pool.query<{ v: string }>('select data_version::text as v from result_years where year = 2023');
      expect(found?.yearVersion).toBe(rows[0]!.v);
      expect(statements).toEqual(['results-lookup', 'results-year-subjects', 'results-lookup']);
    } finally {
      await h.pool.query(`update result_years set subject_columns = '[]' where year = 2023`);
    }
  });

  it('when a lookup is asked alone, then it is one single-seat statement', async () => {
    const { db, statements } = counted();
    const repository = createResultsRepository(db);
    expect((await repository.find(2024, '1002'))?.studentName).toBe('ثان 2024');
    expect(await repository.find(2024, '1004')).toBeUndefined();
    // The second lookup finds no row: no subjects to read for it.
    expect(statements).toEqual(['results-lookup', 'results-year-subjects', 'results-lookup']);
  });

  it('when a year is imported again, then the next lookups read the new rows (nothing is kept between batches)', async () => {
    const repository = createResultsRepository(h.pool);
    expect((await repository.find(2023, '1003'))?.totalScore).toBe(303);
    await importResults({ pool: h.pool }, { filePath: writeCsv([['seat_number', 'student_name', 'total_score'], ['1003', 'مصحح', '333']]), year: 2023 });
    const [corrected, gone] = await Promise.all([repository.find(2023, '1003'), repository.find(2023, '1001')]);
    expect(corrected).toMatchObject({ studentName: 'مصحح', totalScore: 333 });
    expect(gone).toBeUndefined();
  });

  it('when every connection of the service pool is busy (an import, panel queries), then lookups still answer from their own pool', async () => {
    const held = await Promise.all(Array.from({ length: h.pool.options.max }, () => h.pool.connect()));
    try {
      const started = Date.now();
      const answers = await Promise.all(['1001', '1002'].map((seat) => h.app.inject({ url: `/api/results/${seat}?year=2024` })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json().data.studentName)).toEqual(['أول 2024', 'ثان 2024']);
      // Well inside the pool's 3 s wait for a connection: nothing queued behind the held ones.
      expect(Date.now() - started).toBeLessThan(1_500);
      // The lookups' pool is watched like the service's own.
      const metrics = (await h.app.inject({ url: '/metrics' })).body;
      expect(metrics).toMatch(/dalil_db_pool_connections\{pool="catalogue-lookups",state="total",service="catalogue"\} [1-9]/);
    } finally {
      for (const client of held) client.release();
    }
  });

  it('when the statement fails, then every lookup of the batch fails with it (none is answered as "not found")', async () => {
    const failing: Queryable = { query: () => Promise.reject(new Error('connection lost')) };
    const repository = createResultsRepository(failing);
    const outcomes = await Promise.allSettled([repository.find(2024, '1001'), repository.find(2024, '1002')]);
    expect(outcomes.map((o) => o.status === 'rejected' && (o.reason as Error).message)).toEqual(['connection lost', 'connection lost']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findImportCommit, holdImportLock, ImportAlreadyCommitted, recordImportCommit } from '../../src/common/import-commits.ts';
import { importResults } from '../../src/results/import-results.ts';
import { importCatalogueCsv } from '../../src/bulk-import/import-catalogue-csv.ts';
import { openCatalogue, writeCsv } from '../results/support.ts';

describe('exactly-once import runs', () => {
  let t: Awaited<ReturnType<typeof openCatalogue>>;
  beforeAll(async () => {
    t = await openCatalogue();
  });
  afterAll(async () => t?.close());

  const rowsOf = async (year: number) => (await t.pool.query('select count(*)::int as n from results where year = $1', [year])).rows[0].n as number;
  const file = (seats: number[]) => writeCsv([['seat_number', 'student_name', 'total_score'], ...seats.map((seat) => [seat, `طالب ${seat}`, 300])]);

  it('when an import records its run at the commit, then the run is found with its result, and a second import of the same run rolls back leaving the first one rows', async () => {
    const runId = 'csv-aaa-results-2030@1';
    const first = await importResults(
      { pool: t.pool },
      { filePath: file([1, 2, 3]), year: 2030, beforeCommit: (client, outcome) => recordImportCommit(client, { runId, jobId: 'csv-aaa-results-2030', kind: 'results', result: { recordsProcessed: outcome.imported } }) },
    );
    expect(first.imported).toBe(3);
    expect(await findImportCommit(t.pool, runId)).toEqual({ result: { recordsProcessed: 3 }, committedAt: expect.any(Date) });

    const second = importResults(
      { pool: t.pool },
      { filePath: file([7, 8]), year: 2030, beforeCommit: (client) => recordImportCommit(client, { runId, jobId: 'csv-aaa-results-2030', kind: 'results', result: {} }) },
    );
    await expect(second).rejects.toBeInstanceOf(ImportAlreadyCommitted);
    expect(await rowsOf(2030)).toBe(3);
    expect(await findImportCommit(t.pool, 'csv-aaa-results-2030@2')).toBeUndefined();
  });

  it('when the commit hook fails, then a catalogue import stores nothing', async () => {
    const csv = writeCsv([
      ['name_en', 'name_ar', 'type', 'governorate_en', 'governorate_ar', 'city_en', 'city_ar', 'established_year', 'website', 'description_en', 'description_ar', 'source_url'],
      ['Hook University', 'جامعة الخطاف', 'public', 'Cairo', 'القاهرة', 'Cairo', 'القاهرة', '1990', 'https://hook.example.edu', 'A university', 'جامعة', 'https://example.org/source'],
    ]);
    const failing = importCatalogueCsv({ pool: t.pool }, { kind: 'universities', filePath: csv, beforeCommit: () => Promise.reject(new Error('queue lost')) });
    await expect(failing).rejects.toThrow('queue lost');
    expect((await t.pool.query(`select count(*)::int as n from universities where name = 'Hook University'`)).rows[0].n).toBe(0);
  });

  it('when an earlier attempt holds the run lock, then the next waits (saying so once) until it is released, and another run is not held up', async () => {
    const first = await holdImportLock(t.pool, 'run-a');
    const other = await holdImportLock(t.pool, 'run-b');
    await other.release();
    let waits = 0;
    let polls = 0;
    let acquired = false;
    const second = holdImportLock(t.pool, 'run-a', { pollMs: 20, onWaiting: async () => void waits++, whileWaiting: async () => void polls++ }).then((lock) => {
      acquired = true;
      return lock;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(acquired).toBe(false);
    expect(waits).toBe(1);
    expect(polls).toBeGreaterThan(1);
    await first.release();
    const lock = await second;
    expect(acquired).toBe(true);
    await lock.release();
  });
});

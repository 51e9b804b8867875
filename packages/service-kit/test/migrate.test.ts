import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrate, type DatabaseHandle } from '../src/database.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing.ts';

describe('migrations', () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  const directory = mkdtempSync(path.join(os.tmpdir(), 'dalil-migrations-'));

  beforeAll(async () => {
    testDb = await createTestDatabase('migrate');
    database = createDatabase(testDb.url, { schema: 'demo', applicationName: 'migrate-test' });
    writeFileSync(path.join(directory, '0001_things.sql'), 'create table things (id int primary key);');
    writeFileSync(path.join(directory, '0002_more.sql'), 'alter table things add column name text;');
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('when replicas migrate at the same time, then each file is applied exactly once, in order', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => migrate(database.pool, { schema: 'demo', directory })));
    expect(runs.flat().sort()).toEqual(['0001_things.sql', '0002_more.sql']);
    const columns = await database.pool.query(`select column_name from information_schema.columns where table_schema='demo' and table_name='things' order by 1`);
    expect(columns.rows.map((r) => r.column_name)).toEqual(['id', 'name']);
  });

  it('when a migration fails, then it is rolled back, named in the error, and not recorded', async () => {
    writeFileSync(path.join(directory, '0003_broken.sql'), 'create table half (id int); select * from missing_table;');
    await expect(migrate(database.pool, { schema: 'demo', directory })).rejects.toThrow(/demo\/0003_broken\.sql failed/);
    const half = await database.pool.query(`select to_regclass('demo.half') as t`);
    expect(half.rows[0].t).toBeNull();
    const recorded = await database.pool.query('select name from demo.schema_migrations order by name');
    expect(recorded.rows.map((r) => r.name)).toEqual(['0001_things.sql', '0002_more.sql']);
  });
});

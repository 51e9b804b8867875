import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/database.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing.ts';

describe('pool timeouts', () => {
  let testDb: TestDatabase;
  let requests: DatabaseHandle;
  let imports: DatabaseHandle;
  beforeAll(async () => {
    testDb = await createTestDatabase('timeouts');
    requests = createDatabase(testDb.url, { schema: 'public', applicationName: 'timeouts-test', max: 1 });
    imports = createDatabase(testDb.url, { schema: 'public', applicationName: 'timeouts-import', max: 1, statementTimeoutMs: 600_000 });
  });
  afterAll(async () => {
    await requests.close();
    await imports.close();
    await testDb.drop();
  });

  it('when a pooled connection serves requests, then statement_timeout is 5 s and an idle transaction is ended after 10 s', async () => {
    expect((await requests.pool.query('show statement_timeout')).rows[0].statement_timeout).toBe('5s');
    expect((await requests.pool.query('show idle_in_transaction_session_timeout')).rows[0].idle_in_transaction_session_timeout).toBe('10s');
    // A statement over the limit is cancelled, and the pool keeps working.
    const slow = await requests.pool.query("set local statement_timeout = '50ms'; select pg_sleep(1)").catch((error: { code?: string }) => error.code);
    expect(slow).toBe('57014');
    expect((await requests.pool.query('select 1 as one')).rows[0].one).toBe(1);
  });

  it('when a pool is made for imports, then its own longer limit applies', async () => {
    expect((await imports.pool.query('show statement_timeout')).rows[0].statement_timeout).toBe('10min');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../src/create-service.ts';
import { createDatabase, type DatabaseHandle } from '../src/database.ts';
import { createRedis } from '../src/redis.ts';
import { createTestDatabase, TEST_JWT_SECRET, type TestDatabase } from '../src/testing.ts';
import { startRelay } from './tcp-relay.ts';

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe('readiness', () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let pgRelay: Awaited<ReturnType<typeof startRelay>>;
  let redisRelay: Awaited<ReturnType<typeof startRelay>>;
  let app: ReturnType<typeof createServiceApp>;
  let redis: ReturnType<typeof createRedis>;

  beforeAll(async () => {
    testDb = await createTestDatabase('ready');
    pgRelay = await startRelay({ host: '127.0.0.1', port: Number(new URL(testDb.url).port || 5432) });
    redisRelay = await startRelay({ host: '127.0.0.1', port: 6379 });
    const url = new URL(testDb.url);
    url.port = String(pgRelay.port);
    database = createDatabase(url.toString(), { schema: 'public', applicationName: 'readiness-test', max: 2 });
    redis = createRedis(`redis://127.0.0.1:${redisRelay.port}`, 'producer');
    await redis.connect();
    app = createServiceApp({ name: 'probe', database, redis, jwtSecret: TEST_JWT_SECRET, logLevel: 'silent' });
    app.get('/api/now', async () => ({ success: true, data: (await database.pool.query('select now() as now')).rows[0] }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    redis.disconnect();
    await database.close().catch(() => undefined);
    await pgRelay.stop();
    await redisRelay.stop();
    await testDb.drop();
  });

  it('when PostgreSQL goes away, then /readyz and queries answer 503, and both recover when it returns', async () => {
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    await pgRelay.stop();
    const down = await app.inject('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, data: { checks: { database: 'down', redis: 'up' } } });
    const query = await app.inject('/api/now');
    expect(query.statusCode).toBe(503);
    expect(query.json()).toEqual({ success: false, message: expect.stringContaining('unavailable') });
    await pgRelay.restart();
    expect(await eventually(async () => (await app.inject('/readyz')).statusCode === 200)).toBe(true);
    expect((await app.inject('/api/now')).statusCode).toBe(200);
  });

  it('when Redis goes away, then /readyz answers 503 and recovers by itself', async () => {
    await redisRelay.stop();
    expect(await eventually(async () => (await app.inject('/readyz')).statusCode === 503)).toBe(true);
    await redisRelay.restart();
    expect(await eventually(async () => (await app.inject('/readyz')).statusCode === 200, 15_000)).toBe(true);
  });

  it('when the liveness probe is asked, then it answers without touching dependencies', async () => {
    const response = await app.inject('/healthz');
    expect(response.json()).toMatchObject({ success: true, data: { status: 'alive', service: 'probe' } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp, DEPENDENCY_MESSAGES } from '../src/create-service.ts';
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
    app.get('/api/count', async () => ({ success: true, data: await redis.incr('readiness-test-count') }));
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
    expect(down.json()).toMatchObject({ success: false, message: 'probe is not ready: database down', data: { status: 'not-ready', checks: { database: 'down', redis: 'up' }, down: ['database'] } });
    const query = await app.inject('/api/now');
    expect(query.statusCode).toBe(503);
    expect(query.json()).toEqual({ success: false, message: expect.stringContaining('unavailable') });
    await pgRelay.restart();
    expect(await eventually(async () => (await app.inject('/readyz')).statusCode === 200)).toBe(true);
    expect((await app.inject('/api/now')).statusCode).toBe(200);
  });

  it('when Redis goes away, then /readyz stays 200 naming Redis as degraded, a Redis call answers 503 naming it, and both recover by themselves', async () => {
    await redisRelay.stop();
    expect(await eventually(async () => (await app.inject('/readyz')).json().data?.status === 'degraded')).toBe(true);
    const degraded = await app.inject('/readyz');
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({ success: true, data: { status: 'degraded', checks: { database: 'up', redis: 'down' }, degraded: ['redis'], down: [] } });
    const counted = await app.inject('/api/count');
    expect(counted.statusCode).toBe(503);
    expect(counted.json()).toEqual({ success: false, message: DEPENDENCY_MESSAGES.Redis });
    expect((await app.inject('/api/now')).statusCode).toBe(200);
    await redisRelay.restart();
    expect(await eventually(async () => (await app.inject('/readyz')).json().data?.status === 'ready', 15_000)).toBe(true);
    expect((await app.inject('/api/count')).statusCode).toBe(200);
  });

  it('when a required check other than the database fails, then the service is not ready', async () => {
    const queueApp = createServiceApp({
      name: 'queues-probe',
      database,
      jwtSecret: TEST_JWT_SECRET,
      logLevel: 'silent',
      readinessChecks: { queues: () => Promise.reject(new Error('down')) },
      requiredChecks: ['queues'],
    });
    const response = await queueApp.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, message: 'queues-probe is not ready: queues down', data: { status: 'not-ready', checks: { database: 'up', queues: 'down' } } });
    await queueApp.close();
  });

  it('when the liveness probe is asked, then it answers without touching dependencies', async () => {
    const response = await app.inject('/healthz');
    expect(response.json()).toMatchObject({ success: true, data: { status: 'alive', service: 'probe' } });
  });
});

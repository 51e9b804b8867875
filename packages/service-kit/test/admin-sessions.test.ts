import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminSessions, SESSION_CACHE_MS } from '../src/admin-sessions.ts';
import { adminOnly, createTokenService } from '../src/auth.ts';
import { createServiceApp } from '../src/create-service.ts';
import { createRedis } from '../src/redis.ts';
import { flushRedisPrefix, TEST_JWT_SECRET, TEST_REDIS_URL, testRedisPrefix } from '../src/testing.ts';

async function eventually(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('administrator sessions in a service', () => {
  const prefix = testRedisPrefix();
  const redis = createRedis(TEST_REDIS_URL, 'producer');
  const sessions = createAdminSessions(redis, prefix);
  const tokens = createTokenService(TEST_JWT_SECRET, { sessions });
  // The auth service's own view of the sessions (another process in production).
  const authRedis = createRedis(TEST_REDIS_URL, 'producer');
  const auth = createAdminSessions(authRedis, prefix);
  let app: ReturnType<typeof createServiceApp>;

  beforeAll(async () => {
    await redis.connect();
    await authRedis.connect();
    app = createServiceApp({ name: 'probe', tokens, logLevel: 'silent' });
    app.get('/api/admin/things', { onRequest: adminOnly(tokens) }, async () => ({ success: true, data: [] }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    redis.disconnect();
    authRedis.disconnect();
    await flushRedisPrefix(prefix);
  });

  const call = (token: string) => app.inject({ method: 'GET', url: '/api/admin/things', headers: { authorization: `Bearer ${token}` } });
  const tokenFor = (adminId: string, sid: string) => tokens.sign({ sub: adminId, username: 'admin', role: 'admin', sid }, 600);

  it('when the auth service ends a session, then a service that saw its token a moment ago refuses it within the cache time', async () => {
    const token = tokenFor('admin-1', await auth.start('admin-1', 600));
    expect((await call(token)).statusCode).toBe(200);
    await auth.end('admin-1');
    const ended = Date.now();
    expect(await eventually(async () => (await call(token)).statusCode === 401, SESSION_CACHE_MS + 2_000)).toBe(true);
    expect(Date.now() - ended).toBeLessThanOrEqual(SESSION_CACHE_MS + 1_000);
    expect((await call(token)).json()).toEqual({ success: false, message: 'Your session has ended, please sign in again' });
  });

  it('when the administrator signs in again right after signing out, then the new token works at once', async () => {
    const old = tokenFor('admin-2', await auth.start('admin-2', 600));
    expect((await call(old)).statusCode).toBe(200);
    await auth.end('admin-2');
    const fresh = tokenFor('admin-2', await auth.start('admin-2', 600));
    expect((await call(fresh)).statusCode).toBe(200);
    expect((await call(old)).statusCode).toBe(401);
  });

  it('when an admin token has no session id, or the app has no session store, then it is refused (fail closed)', async () => {
    const noSid = tokens.sign({ sub: 'admin-3', username: 'admin', role: 'admin' }, 600);
    expect((await call(noSid)).statusCode).toBe(401);
    const storeless = createServiceApp({ name: 'storeless', jwtSecret: TEST_JWT_SECRET, logLevel: 'silent' });
    storeless.get('/api/admin/things', { onRequest: adminOnly(storeless.tokens) }, async () => ({ success: true }));
    const token = tokenFor('admin-3', await auth.start('admin-3', 600));
    const refused = await storeless.inject({ method: 'GET', url: '/api/admin/things', headers: { authorization: `Bearer ${token}` } });
    expect(refused.statusCode).toBe(503);
    await storeless.close();
  });
});

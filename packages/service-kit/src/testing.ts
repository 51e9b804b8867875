/**
 * Test support: every test file gets its own database and its own Redis key prefix, so test
 * files run in parallel and nothing is shared between runs.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { Redis } from 'ioredis';
import { ZBaseServiceEnv, loadConfig, type TBaseServiceEnv } from './config.ts';
import { closeServiceContext, openServiceContext, type ServiceContext } from './service-context.ts';
import type { z } from 'zod';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const TEST_JWT_SECRET = 'test-secret-for-dalil-tests-only';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(label = 't'): Promise<TestDatabase> {
  const name = `dalil_${label}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export function testRedisPrefix(): string {
  return `test_${randomBytes(5).toString('hex')}`;
}

/** Deletes every key under a prefix (used after a test file). */
export async function flushRedisPrefix(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
}


/**
 * The environment every service reads, for a stack on one test database and Redis prefix (tests,
 * benchmarks and tools); `overrides` sets what differs (a port, production mode, a fresh secret).
 */
export function serviceTestEnv(databaseUrl: string, redisPrefix: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: TEST_JWT_SECRET,
    ...overrides,
  };
}

/** A real service context on a fresh database and Redis prefix, plus its cleanup. */
export async function openTestContext<S extends z.ZodObject = typeof ZBaseServiceEnv>(options: {
  name: string;
  schema: string;
  migrationsDirectory: string;
  envSchema?: S;
  env?: Record<string, string>;
}): Promise<{ ctx: ServiceContext<z.infer<S> & TBaseServiceEnv>; cleanup: () => Promise<void>; database: TestDatabase }> {
  const database = await createTestDatabase(options.name);
  const prefix = testRedisPrefix();
  const config = loadConfig((options.envSchema ?? ZBaseServiceEnv) as z.ZodType, serviceTestEnv(database.url, prefix, options.env)) as z.infer<S> & TBaseServiceEnv;
  const ctx = await openServiceContext({ name: options.name, schema: options.schema, config, migrationsDirectory: options.migrationsDirectory });
  testAdminSessions.set(ctx, await ctx.sessions.start(TEST_ADMIN_ID, 24 * 60 * 60));
  return {
    ctx,
    database,
    cleanup: async () => {
      await closeServiceContext(ctx);
      await database.drop();
      await flushRedisPrefix(prefix);
    },
  };
}

const TEST_ADMIN_ID = 'admin-test';
/** The session openTestContext started for the test administrator of each context. */
const testAdminSessions = new WeakMap<ServiceContext, string>();

/** Signs the test administrator in again (a Redis that lost its data ended every session, as it does in production). */
export async function restartTestAdminSession(ctx: ServiceContext): Promise<void> {
  testAdminSessions.set(ctx, await ctx.sessions.start(TEST_ADMIN_ID, 24 * 60 * 60));
}

/** Bearer headers for a signed-in administrator (in the session openTestContext started) or visitor, signed like the auth service does. */
export function authHeaders(ctx: ServiceContext, role: 'admin' | 'visitor' = 'admin', expiresInSeconds = 600) {
  const sid = role === 'admin' ? testAdminSessions.get(ctx) : undefined;
  if (role === 'admin' && !sid) throw new Error('authHeaders: an admin token needs a context opened by openTestContext');
  const token = ctx.tokens.sign({ sub: `${role}-test`, username: `${role}-test`, role, ...(sid ? { sid } : {}) }, expiresInSeconds);
  return { authorization: `Bearer ${token}` };
}

/** Reads until `done` holds or time runs out; returns the last value read (the test asserts on it). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, everyMs));
    value = await read();
  }
  return value;
}

/**
 * A process that falls behind, for the load-shedding tests: the event loop blocked for 150 ms
 * every 20 ms, so its timers run late in every sample. Returns the function that stops it.
 */
export function fallBehind(): () => void {
  const timer = setInterval(() => {
    const until = Date.now() + 150;
    while (Date.now() < until) {
      // busy: the backlog the process cannot clear
    }
  }, 20);
  return () => clearInterval(timer);
}

/** A TCP port nobody listens on right now, for a test or benchmark server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

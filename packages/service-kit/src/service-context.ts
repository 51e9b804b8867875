import type { Redis } from 'ioredis';
import { createAdminSessions, type AdminSessions } from './admin-sessions.ts';
import { createTokenService, type TokenService } from './auth.ts';
import type { TBaseServiceEnv } from './config.ts';
import { createDatabase, migrate, redactUrl, type DatabaseHandle } from './database.ts';
import { assertRedisReachable, createRedis, pingRedis } from './redis.ts';
import { waitForDependency } from './wait-for-dependency.ts';

/** Everything a service's use-cases need, passed down explicitly (no singletons). */
export interface ServiceContext<C extends TBaseServiceEnv = TBaseServiceEnv> {
  name: string;
  schema: string;
  config: C;
  database: DatabaseHandle;
  redis: Redis;
  /** Administrators' sessions in Redis; `tokens` checks admin tokens against them. */
  sessions: AdminSessions;
  tokens: TokenService;
}

/**
 * Connects to PostgreSQL (waiting with backoff while it is down) and applies the service's
 * migrations. Redis is waited for only where the service's core needs it (`redis: 'required'`,
 * the jobs service's queues); elsewhere the service starts without it, degraded, and its
 * connection comes up by itself when Redis does.
 */
export async function openServiceContext<C extends TBaseServiceEnv>(options: {
  name: string;
  schema: string;
  config: C;
  migrationsDirectory: string;
  poolSize?: number;
  redis?: 'required' | 'optional';
  /** Start-up progress lines (waiting for a dependency); silent by default. */
  say?: (line: string) => void;
}): Promise<ServiceContext<C>> {
  const { name, schema, config } = options;
  const say = options.say ?? (() => undefined);
  const maxWaitMs = (config.DEPENDENCY_WAIT_SECONDS ?? 0) * 1000;
  const database = createDatabase(config.DATABASE_URL, { schema, max: options.poolSize, applicationName: `dalil-${name}` });
  const redis = createRedis(config.REDIS_URL, 'producer', { keyPrefix: undefined });
  try {
    await waitForDependency(() => database.pool.query('select 1'), { what: `PostgreSQL at ${redactUrl(config.DATABASE_URL)}`, maxWaitMs, say });
    if (options.redis === 'required') {
      await waitForDependency(() => pingRedis(redis), { what: `Redis at ${redactUrl(config.REDIS_URL)}`, maxWaitMs, say });
    } else {
      await assertRedisReachable(redis, config.REDIS_URL).catch((error: Error) => say(`starting without Redis (degraded until it answers): ${error.message}`));
    }
    await migrate(database.pool, { schema, directory: options.migrationsDirectory });
  } catch (error) {
    await database.close().catch(() => undefined);
    redis.disconnect();
    throw error;
  }
  const sessions = createAdminSessions(redis, config.REDIS_PREFIX);
  return { name, schema, config, database, redis, sessions, tokens: createTokenService(config.JWT_SECRET, { sessions }) };
}

export async function closeServiceContext(ctx: ServiceContext): Promise<void> {
  await ctx.database.close().catch(() => undefined);
  await ctx.redis.quit().catch(() => ctx.redis.disconnect());
}

import type { Redis } from 'ioredis';
import { createAdminSessions, type AdminSessions } from './admin-sessions.ts';
import { createTokenService, type TokenService } from './auth.ts';
import type { TBaseServiceEnv } from './config.ts';
import { assertDatabaseReachable, createDatabase, migrate, type DatabaseHandle } from './database.ts';
import { assertRedisReachable, createRedis } from './redis.ts';

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
 * Connects to PostgreSQL and Redis (failing fast with a line naming what is unreachable) and
 * applies the service's migrations.
 */
export async function openServiceContext<C extends TBaseServiceEnv>(options: {
  name: string;
  schema: string;
  config: C;
  migrationsDirectory: string;
  poolSize?: number;
}): Promise<ServiceContext<C>> {
  const { name, schema, config } = options;
  const database = createDatabase(config.DATABASE_URL, { schema, max: options.poolSize, applicationName: `dalil-${name}` });
  const redis = createRedis(config.REDIS_URL, 'producer', { keyPrefix: undefined });
  try {
    await assertDatabaseReachable(database.pool, config.DATABASE_URL);
    await assertRedisReachable(redis, config.REDIS_URL);
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

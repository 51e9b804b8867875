import { Redis, type RedisOptions } from 'ioredis';
import { errorMessage } from './errors.ts';

/**
 * Producer connections fail fast (no offline queue) so an API call answers 503 while Redis is
 * down instead of hanging; worker connections wait forever, as BullMQ requires.
 */
export function createRedis(url: string, role: 'producer' | 'worker', extra: RedisOptions = {}): Redis {
  const options: RedisOptions =
    role === 'producer'
      ? { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true, ...extra }
      : { maxRetriesPerRequest: null, enableReadyCheck: false, lazyConnect: true, ...extra };
  const redis = new Redis(url, {
    ...options,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Connection errors are reported through readiness; an unhandled 'error' would crash the process.
  redis.on('error', () => undefined);
  return redis;
}

/** Connects a lazy connection if it never tried, then pings. */
export async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status === 'wait') await redis.connect();
  await redis.ping();
}

/** Connects and pings once, failing with a line that names the unreachable Redis. */
export async function assertRedisReachable(redis: Redis, url: string): Promise<void> {
  try {
    await pingRedis(redis);
  } catch (error) {
    const where = url.replace(/\/\/[^@]*@/, '//***@');
    throw new Error(`Redis is unreachable at ${where}: ${errorMessage(error)}`, { cause: error });
  }
}

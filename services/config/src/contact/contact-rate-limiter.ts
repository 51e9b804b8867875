import type { Redis } from 'ioredis';

/**
 * A fixed-window counter per client address in Redis, so every replica of the service shares
 * the same counts. Answers how long to wait when the limit is reached.
 */
export function createContactRateLimiter(redis: Redis, options: { prefix: string; limit: number; windowSeconds: number }) {
  return {
    async hit(clientAddress: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const key = `${options.prefix}:contact-rate:${clientAddress}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(key).ttl(key).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.expire(key, options.windowSeconds);
      const retryAfterSeconds = ttl > 0 ? ttl : options.windowSeconds;
      return { allowed: count <= options.limit, retryAfterSeconds };
    },
  };
}
export type ContactRateLimiter = ReturnType<typeof createContactRateLimiter>;

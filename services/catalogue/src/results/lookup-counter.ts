import type { Redis } from 'ioredis';
import { Unavailable } from '@dalil/service-kit/errors';

/** Said when the count cannot be read: the statistics a visitor asked for, not a queue. */
const LOOKUP_COUNT_UNAVAILABLE = 'Results statistics are unavailable for a moment (the count of lookups cannot be read right now); please try again shortly';

/**
 * Counts successful lookups in Redis without a round trip per request: lookups are summed in
 * memory and added with one INCRBY a second (and on close), so the count is shared by every
 * replica and a results-day burst costs Redis one command per second per replica.
 */
export function createLookupCounter(redis: Redis, key: string, flushEveryMs = 1_000) {
  let pending = 0;
  const flush = async () => {
    if (pending === 0) return;
    const amount = pending;
    pending = 0;
    try {
      await redis.incrby(key, amount);
    } catch {
      pending += amount; // kept for the next flush while Redis is away
    }
  };
  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();
  return {
    add() {
      pending++;
    },
    async total(): Promise<number> {
      await flush();
      try {
        return Number((await redis.get(key)) ?? 0) + pending;
      } catch (error) {
        throw new Unavailable(LOOKUP_COUNT_UNAVAILABLE, error, 'Redis');
      }
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type LookupCounter = ReturnType<typeof createLookupCounter>;

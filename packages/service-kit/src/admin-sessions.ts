/**
 * Administrator sessions that can be ended. Each administrator has one current session id in
 * Redis; an admin token carries it (`sid`) and opens the panel only while it is still current.
 * The auth service starts a session at sign-in and ends it at sign-out and on a password change;
 * the gateway and every service check it on each admin request — through Redis, which they all
 * already use, so no service calls another. A short in-process cache keeps the check off the
 * network for repeat requests: an ended session stops working within CACHE_MS everywhere.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { Unavailable } from './errors.ts';

/** How long a process trusts a session id it read from Redis. */
export const SESSION_CACHE_MS = 5_000;

export interface AdminSessions {
  /** Joins the administrator's current session (other signed-in tabs keep theirs) or starts one; keeps it for `ttlSeconds`. */
  start(adminId: string, ttlSeconds: number): Promise<string>;
  /** Keeps the session for `ttlSeconds` more (a renewed token), as long as it is still current. */
  extend(adminId: string, sid: string, ttlSeconds: number): Promise<boolean>;
  /** Ends every token of this administrator. */
  end(adminId: string): Promise<void>;
  /** True while `sid` is the administrator's current session (cached for a few seconds). */
  isCurrent(adminId: string, sid: string): Promise<boolean>;
}

// Reads the current id or sets a new one, and keeps it at least ttl seconds, in one step.
const START = `
local sid = redis.call('GET', KEYS[1])
if not sid then sid = ARGV[1] end
local ttl = tonumber(ARGV[2])
if redis.call('TTL', KEYS[1]) < ttl then redis.call('SET', KEYS[1], sid, 'EX', ttl) end
return sid`;
const EXTEND = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
local ttl = tonumber(ARGV[2])
if redis.call('TTL', KEYS[1]) < ttl then redis.call('EXPIRE', KEYS[1], ttl) end
return 1`;

/**
 * Administrator sessions live in Redis, and an admin request whose session cannot be checked is
 * refused (fail closed): while Redis is away the panel waits, the public site does not.
 */
export const ADMIN_SESSIONS_UNAVAILABLE = 'Administrator sign-ins cannot be checked while the session store (Redis) is unavailable; try again shortly';

export function createAdminSessions(redis: Redis, keyPrefix: string, cacheMs = SESSION_CACHE_MS): AdminSessions {
  const key = (adminId: string) => `${keyPrefix}:auth:admin-session:${adminId}`;
  const cache = new Map<string, { sid: string | null; at: number }>();
  const unavailable = (error: unknown) => new Unavailable(ADMIN_SESSIONS_UNAVAILABLE, error);

  const read = async (adminId: string): Promise<string | null> => {
    let sid: string | null;
    try {
      sid = await redis.get(key(adminId));
    } catch (error) {
      throw unavailable(error);
    }
    if (cache.size > 10_000) cache.clear();
    cache.set(adminId, { sid, at: Date.now() });
    return sid;
  };

  return {
    async start(adminId, ttlSeconds) {
      const sid = (await redis.eval(START, 1, key(adminId), randomBytes(16).toString('base64url'), ttlSeconds)) as string;
      cache.set(adminId, { sid, at: Date.now() });
      return sid;
    },
    async extend(adminId, sid, ttlSeconds) {
      return (await redis.eval(EXTEND, 1, key(adminId), sid, ttlSeconds)) === 1;
    },
    async end(adminId) {
      await redis.del(key(adminId));
      cache.delete(adminId);
    },
    async isCurrent(adminId, sid) {
      const cached = cache.get(adminId);
      // Only a match is trusted from the cache: a token of a session started a moment ago,
      // which this process has not seen yet, is looked up instead of refused.
      if (cached && cached.sid === sid && Date.now() - cached.at < cacheMs) return true;
      return (await read(adminId)) === sid;
    },
  };
}

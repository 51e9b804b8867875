import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { TAdEventKind } from '@dalil/contracts/ads/operations';

/**
 * Names of the Redis keys of the counting pipeline. The `{ads}` hash tag keeps the stream and
 * the de-duplication keys in one cluster slot, so the accept script stays atomic on a cluster.
 */
export function adEventKeys(prefix: string) {
  return {
    stream: `${prefix}:{ads}:events`,
    group: 'ads-counter',
    seen: (kind: TAdEventKind, adId: string, visitor: string) => `${prefix}:{ads}:seen:${kind}:${adId}:${visitor}`,
  };
}

/** Mark the visitor as seen for this ad and kind, and append the event only if it was not seen. */
const ACCEPT_SCRIPT = `
if redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then
  redis.call('XADD', KEYS[2], '*', 'ad', ARGV[2], 'kind', ARGV[3])
  return 1
end
return 0`;

export type AcceptEvent = (seenKey: string, stream: string, ttlSeconds: number, adId: string, kind: string) => Promise<number>;

/** The accept script as a function: ioredis sends EVALSHA and falls back to EVAL once. */
export function defineAcceptScript(redis: Redis): AcceptEvent {
  // defineCommand adds the method at run time; ioredis's types cannot know it.
  const commands = redis as unknown as Record<string, AcceptEvent>;
  if (!commands.adsAcceptEvent) redis.defineCommand('adsAcceptEvent', { numberOfKeys: 2, lua: ACCEPT_SCRIPT });
  return (...args) => commands.adsAcceptEvent!.apply(redis, args);
}

/** A visitor: a hash of address and browser, never stored in clear. */
export function visitorOf(ip: string, userAgent: string | undefined): string {
  return createHash('sha256').update(`${ip}|${userAgent ?? ''}`).digest('base64url').slice(0, 22);
}

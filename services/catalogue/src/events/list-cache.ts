/**
 * Public catalogue answers kept as ready JSON text for a short time: the catalogue is read far
 * more than it is written, and a page of 100 universities with their faculties costs far more
 * to query and serialise than to send. Emptied on every 'catalogue-changed' event (this
 * replica's writes at once, other replicas' and the import workers' through Redis), and each
 * entry expires after `ttlMs` in case an event was missed while Redis was away.
 */
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { catalogueChangedChannel } from './catalogue-events.ts';

interface CachedAnswer {
  text: string;
  /** The text gzip-compressed, made once on first demand (list pages compress about tenfold). */
  gzipped(): Promise<Buffer>;
}

export interface ListCache {
  /** The cached answer for `key`, else `build()` serialised and kept. */
  json(key: string, build: () => Promise<unknown>): Promise<CachedAnswer>;
  clear(): void;
  /**
   * While bypassed every answer is built from PostgreSQL and nothing is kept: with Redis away
   * no change event can reach this replica, so a kept answer could silently go stale.
   */
  bypass(on: boolean): void;
}

const gzipAsync = promisify(gzip);

function answerOf(text: string): CachedAnswer {
  let compressed: Promise<Buffer> | undefined;
  return { text, gzipped: () => (compressed ??= gzipAsync(text, { level: 6 })) };
}

export function createListCache(options: { ttlMs: number; maxBytes: number }): ListCache {
  const entries = new Map<string, { answer: Promise<CachedAnswer>; expires: number; bytes: number }>();
  let bytes = 0;
  let generation = 0;
  let bypassed = false;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  return {
    async json(key, build) {
      if (bypassed) return answerOf(JSON.stringify(await build()));
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        // Map order doubles as recency order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.answer;
      }
      drop(key);
      const startedIn = generation;
      // The promise is shared, so a burst of identical requests runs one query.
      const answer = build().then((value) => answerOf(JSON.stringify(value)));
      const entry = { answer, expires: now + options.ttlMs, bytes: 0 };
      entries.set(key, entry);
      try {
        const value = await answer;
        if (generation !== startedIn || entries.get(key) !== entry) return value; // cleared meanwhile: do not keep
        // UTF-16 text plus, at most, its compressed copy.
        entry.bytes = value.text.length * 3;
        bytes += entry.bytes;
        for (const oldest of entries.keys()) {
          if (bytes <= options.maxBytes) break;
          drop(oldest);
        }
        return value;
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
    },
    bypass(on) {
      bypassed = on;
      this.clear();
    },
  };
}

/**
 * Sends a cached answer (already serialised, so Fastify sends it as is), gzip-compressed when
 * the client accepts it and the answer is large enough to gain from it.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ListCache,
  key: string,
  build: () => Promise<unknown>,
): Promise<void> {
  const answer = await cache.json(key, build);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (answer.text.length > 2048 && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    await reply.header('content-encoding', 'gzip').send(await answer.gzipped());
    return;
  }
  await reply.send(answer.text);
}

/**
 * Empties the cache whenever any replica or worker publishes 'catalogue-changed'. Uses its own
 * connection (a subscribed connection can do nothing else); returns its closer.
 */
export function clearOnCatalogueChanges(redis: Redis, prefix: string, cache: ListCache): () => Promise<void> {
  // Queued until connected (and re-sent after reconnects), so start-up never waits on it.
  const subscriber = redis.duplicate({ lazyConnect: true, enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', () => undefined);
  subscriber.on('message', () => cache.clear());
  // Not subscribed, no events: answer from PostgreSQL alone. After a reconnect, messages may
  // have been missed: start clean.
  cache.bypass(true);
  subscriber.on('ready', () => cache.bypass(false));
  subscriber.on('close', () => cache.bypass(true));
  void subscriber.subscribe(catalogueChangedChannel(prefix)).catch(() => undefined);
  return async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}

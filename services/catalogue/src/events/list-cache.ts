/**
 * Public catalogue answers kept as ready JSON text for a short time: the catalogue is read far
 * more than it is written, and a page of 100 universities with their faculties costs far more
 * to query and serialise than to send. Emptied on every 'catalogue-changed' event (this
 * replica's writes at once, other replicas' and the import workers' through Redis), and each
 * entry expires after `ttlMs` in case an event was missed while Redis was away.
 */
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { catalogueChangedChannel } from './catalogue-events.ts';

export interface ListCache {
  /** The cached JSON text for `key`, else `build()` serialised and kept. */
  json(key: string, build: () => Promise<unknown>): Promise<string>;
  clear(): void;
}

export function createListCache(options: { ttlMs: number; maxBytes: number }): ListCache {
  const entries = new Map<string, { text: Promise<string>; expires: number; bytes: number }>();
  let bytes = 0;
  let generation = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  return {
    async json(key, build) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        // Map order doubles as recency order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.text;
      }
      drop(key);
      const startedIn = generation;
      // The promise is shared, so a burst of identical requests runs one query.
      const text = build().then((value) => JSON.stringify(value));
      const entry = { text, expires: now + options.ttlMs, bytes: 0 };
      entries.set(key, entry);
      try {
        const value = await text;
        if (generation !== startedIn || entries.get(key) !== entry) return value; // cleared meanwhile: do not keep
        entry.bytes = value.length * 2;
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
  };
}

/** Sends cached JSON text as the answer (already serialised, so Fastify sends it as is). */
export async function sendCached(reply: FastifyReply, cache: ListCache, key: string, build: () => Promise<unknown>): Promise<void> {
  const text = await cache.json(key, build);
  await reply.type('application/json; charset=utf-8').send(text);
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
  // After a reconnect, messages may have been missed: start clean.
  subscriber.on('ready', () => cache.clear());
  void subscriber.subscribe(catalogueChangedChannel(prefix)).catch(() => undefined);
  return async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}

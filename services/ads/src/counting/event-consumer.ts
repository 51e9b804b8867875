import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type pg from 'pg';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { adEventKeys } from './event-stream.ts';
import { addEventsToDailyStats, pruneProcessedEvents, type CountedEvent } from './stats-repository.ts';
import { errorMessage, failedDependency } from '@dalil/service-kit/errors';
import type { DependencyFailures } from '@dalil/service-kit/create-service';

export interface EventConsumerOptions {
  redis: Redis;
  pool: pg.Pool;
  redisPrefix: string;
  log: FastifyBaseLogger;
  /** Where a read or count that failed because Redis or PostgreSQL is away is counted (one outage line, not one per retry). */
  dependencyFailures?: DependencyFailures;
  /** Pause between reads when the stream is drained. */
  intervalMs: number;
  batchSize: number;
  /** Pending entries of a consumer silent this long are taken over (it probably died). */
  claimIdleMs: number;
  /** Told how many events each count added to the daily stats (the service's metrics). */
  onCounted?: (events: number) => void;
}

export interface EventConsumer {
  start(): Promise<void>;
  /** Reads and counts until nothing is waiting; returns how many events were new. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

type StreamEntry = [id: string, fields: string[]];

const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The stream id starts with the Redis time in ms: the event's day is taken from it (Cairo time). */
function toEvent([streamId, fields]: StreamEntry): CountedEvent | undefined {
  const map: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) map[fields[i]!] = fields[i + 1]!;
  const kind = map.kind;
  if (!map.ad || (kind !== 'impression' && kind !== 'click')) return undefined;
  return { streamId, adId: map.ad, kind, day: cairoDay.format(new Date(Number(streamId.split('-')[0]))) };
}

/**
 * Counts ad events from the Redis stream into PostgreSQL: a consumer group read every
 * `intervalMs`, one transaction per batch, then XACK and XDEL. An entry is acknowledged only
 * after its count is committed, so a crash in between leaves it pending; another instance
 * takes it over with XAUTOCLAIM, and the recorded stream ids keep it from counting twice.
 */
export function createEventConsumer(options: EventConsumerOptions): EventConsumer {
  const { redis, pool, log } = options;
  const keys = adEventKeys(options.redisPrefix);
  const consumer = `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let lastPrune = 0;
  let busy: Promise<number> = Promise.resolve(0);

  let prepared: Promise<void> | undefined;
  /** Connects and creates the group once (from the stream's start, so nothing accepted earlier is missed). */
  function prepare(): Promise<void> {
    prepared ??= ensureGroup().catch((error) => {
      prepared = undefined;
      throw error;
    });
    return prepared;
  }

  async function ensureGroup() {
    if (redis.status === 'wait') await redis.connect();
    try {
      await redis.xgroup('CREATE', keys.stream, keys.group, '0', 'MKSTREAM');
    } catch (error) {
      if (!errorMessage(error).includes('BUSYGROUP')) throw error;
    }
  }

  async function count(entries: StreamEntry[]): Promise<number> {
    if (!entries.length) return 0;
    const events = entries.map(toEvent).filter((e): e is CountedEvent => e !== undefined);
    const added = await addEventsToDailyStats(pool, events);
    const ids = entries.map(([id]) => id);
    await redis.xack(keys.stream, keys.group, ...ids);
    await redis.xdel(keys.stream, ...ids);
    options.onCounted?.(added);
    return added;
  }

  async function readOnce(): Promise<{ added: number; full: boolean }> {
    await prepare();
    let added = 0;
    const claimed = (await redis.xautoclaim(keys.stream, keys.group, consumer, options.claimIdleMs, '0', 'COUNT', options.batchSize)) as [
      string,
      StreamEntry[],
    ];
    const stale = (claimed[1] ?? []).filter((entry) => entry && Array.isArray(entry[1]));
    added += await count(stale);
    const fresh = (await redis.xreadgroup('GROUP', keys.group, consumer, 'COUNT', options.batchSize, 'STREAMS', keys.stream, '>')) as
      | Array<[string, StreamEntry[]]>
      | null;
    const entries = fresh?.[0]?.[1] ?? [];
    added += await count(entries);
    if (Date.now() - lastPrune > 10 * 60_000) {
      lastPrune = Date.now();
      await pruneProcessedEvents(pool);
    }
    return { added, full: entries.length >= options.batchSize || stale.length >= options.batchSize };
  }

  /** Serialises reads so drain() and the loop never count the same batch concurrently. */
  function exclusive(task: () => Promise<number>): Promise<number> {
    const next = busy.then(task, task);
    busy = next.catch(() => 0);
    return next;
  }

  async function drain(): Promise<number> {
    return exclusive(async () => {
      let total = 0;
      for (;;) {
        const { added, full } = await readOnce();
        total += added;
        if (!full) return total;
      }
    });
  }

  async function run() {
    while (running) {
      try {
        await drain();
      } catch (error) {
        const dependency = failedDependency(error, options.dependencyFailures?.ports);
        if (dependency && options.dependencyFailures) options.dependencyFailures.outages.get(dependency).failed(error, { task: 'counting ad events' });
        else log.error({ err: error }, 'counting ad events failed; retrying');
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.intervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    async start() {
      // Without Redis the loop keeps trying (each read prepares first) until it answers.
      await prepare().catch((error) => log.warn({ error: errorMessage(error) }, 'ad event stream not ready yet; retrying'));
      running = true;
      loop = run();
    },
    drain,
    async stop() {
      running = false;
      wake?.();
      await loop;
      await busy;
    },
  };
}

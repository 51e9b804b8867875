/**
 * The producer side of the queues: one Queue per name on a fail-fast connection (an API call
 * answers 503 while Redis is down instead of hanging) and one QueueEvents per name on its own
 * blocking connection, for live progress and for waiting on small uploads.
 */
import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import type { TQueueName } from '@dalil/contracts/jobs/queues';
import { createRedis } from '@dalil/service-kit/redis';
import type { Redis } from 'ioredis';

export interface QueueSet {
  prefix: string;
  queues: Record<TQueueName, Queue>;
  events: Record<TQueueName, QueueEvents>;
  /** The producer connection (also used for small keys: last scrape run, cancel requests). */
  redis: Redis;
  /** Connects the producer (commands fail fast rather than queue while it is not connected). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Retries with exponential backoff; finished jobs are kept for the history table. */
export const DEFAULT_JOB_OPTIONS: Record<TQueueName, JobsOptions> = {
  'import-csv': { attempts: 3, backoff: { type: 'exponential', delay: 2_000 } },
  'import-pdf': { attempts: 3, backoff: { type: 'exponential', delay: 2_000 } },
  scrape: { attempts: 2, backoff: { type: 'exponential', delay: 10_000 } },
  'test-scrape': { attempts: 1 },
};
const KEEP = { removeOnComplete: { age: 30 * 24 * 3600, count: 1000 }, removeOnFail: { age: 60 * 24 * 3600, count: 1000 } };

/** One of something per queue, made in QUEUE_NAMES order; a new queue name fails to compile here until it is listed. */
function perQueue<T>(make: (name: TQueueName) => T): Record<TQueueName, T> {
  return { scrape: make('scrape'), 'test-scrape': make('test-scrape'), 'import-csv': make('import-csv'), 'import-pdf': make('import-pdf') };
}

export function createQueueSet(options: { redisUrl: string; prefix: string }): QueueSet {
  const producer = createRedis(options.redisUrl, 'producer');
  const blocking: Redis[] = [];
  const queues = perQueue((name) => {
    const queue = new Queue(name, {
      connection: producer,
      prefix: options.prefix,
      defaultJobOptions: { ...DEFAULT_JOB_OPTIONS[name], ...KEEP },
    });
    queue.on('error', () => undefined);
    return queue;
  });
  const events = perQueue((name) => {
    const connection = createRedis(options.redisUrl, 'worker');
    blocking.push(connection);
    const queueEvents = new QueueEvents(name, { connection, prefix: options.prefix });
    queueEvents.on('error', () => undefined);
    // Many SSE clients may listen to one queue's events at once.
    queueEvents.setMaxListeners(200);
    return queueEvents;
  });
  return {
    prefix: options.prefix,
    queues,
    events,
    redis: producer,
    async ready() {
      if (producer.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 3_000);
        producer.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
        if (producer.status === 'wait') producer.connect().catch(() => undefined);
      });
    },
    async close() {
      const closing = (async () => {
        await Promise.all(Object.values(events).map((e) => e.close().catch(() => undefined)));
        await Promise.all(Object.values(queues).map((q) => q.close().catch(() => undefined)));
      })();
      // A connection still reconnecting after a Redis outage can keep close() waiting: shutdown
      // goes on after 3 s and cuts the connections below.
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);
      for (const connection of blocking) connection.disconnect();
      producer.disconnect();
    },
  };
}

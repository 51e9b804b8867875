/**
 * The jobs service's own metrics on its GET /metrics (the service kit's registry; the gateway
 * does not route it): jobs per queue and state, job durations, and Redis memory against its
 * maxmemory, so an alert fires before Redis refuses writes (it runs noeviction, as BullMQ needs).
 */
import { Gauge, Histogram } from 'prom-client';
import { QUEUE_NAMES } from '@dalil/contracts/jobs/queues';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import type { QueueSet } from '../queues/index.ts';

const STATES = ['waiting', 'active', 'completed', 'failed', 'delayed'] as const;

/** `used_memory` and `maxmemory` from INFO memory (maxmemory 0: no limit set). */
function redisMemory(info: string): { used: number; max: number } {
  const field = (name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1] ?? 0);
  return { used: field('used_memory'), max: field('maxmemory') };
}

export function queueMetrics(app: ServiceApp, deps: { queues: QueueSet }) {
  const registry = app.metrics;
  new Gauge({
    name: 'dalil_queue_jobs',
    help: 'Jobs per queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const name of QUEUE_NAMES) {
        const counts = await deps.queues.queues[name].getJobCounts(...STATES);
        for (const state of STATES) this.set({ queue: name, state }, counts[state] ?? 0);
      }
    },
  });
  // Read once per scrape, by the first of the three gauges (prom-client collects in this order).
  const max = new Gauge({ name: 'dalil_redis_maxmemory_bytes', help: 'Redis maxmemory (0: no limit set)', registers: [] });
  const ratio = new Gauge({
    name: 'dalil_redis_memory_used_ratio',
    help: 'used_memory / maxmemory (0 without a limit); Redis refuses writes at 1 under noeviction',
    registers: [],
  });
  new Gauge({
    name: 'dalil_redis_memory_used_bytes',
    help: 'Memory Redis uses (INFO used_memory)',
    registers: [registry],
    async collect() {
      const memory = redisMemory(await deps.queues.redis.info('memory'));
      this.set(memory.used);
      max.set(memory.max);
      ratio.set(memory.max > 0 ? memory.used / memory.max : 0);
    },
  });
  registry.registerMetric(max);
  registry.registerMetric(ratio);
  const duration = new Histogram({
    name: 'dalil_job_duration_seconds',
    help: 'Time from a job starting to finishing',
    labelNames: ['queue', 'outcome'],
    buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900],
    registers: [registry],
  });
  for (const name of QUEUE_NAMES) {
    duration.zero({ queue: name, outcome: 'completed' });
    duration.zero({ queue: name, outcome: 'failed' });
    const observe = (outcome: 'completed' | 'failed') => async ({ jobId }: { jobId: string }) => {
      const job = await deps.queues.queues[name].getJob(jobId).catch(() => undefined);
      if (job?.processedOn && job.finishedOn) duration.observe({ queue: name, outcome }, (job.finishedOn - job.processedOn) / 1000);
    };
    deps.queues.events[name].on('completed', (event) => void observe('completed')(event));
    deps.queues.events[name].on('failed', (event) => void observe('failed')(event));
  }
}

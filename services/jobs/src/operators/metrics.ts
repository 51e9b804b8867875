/**
 * GET /metrics (Prometheus text) on the jobs service only — the gateway does not route it.
 * Queue counts are read from Redis at scrape time; durations come from QueueEvents.
 */
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { QUEUE_NAMES } from '@dalil/contracts/jobs/queues';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import type { QueueSet } from '../queues/queue-set.ts';

const STATES = ['waiting', 'active', 'completed', 'failed', 'delayed'] as const;

export function queueMetrics(app: ServiceApp, deps: { queues: QueueSet }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'dalil_jobs_' });
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
  const duration = new Histogram({
    name: 'dalil_job_duration_seconds',
    help: 'Time from a job starting to finishing',
    labelNames: ['queue', 'outcome'],
    buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900],
    registers: [registry],
  });
  for (const name of QUEUE_NAMES) {
    const observe = (outcome: 'completed' | 'failed') => async ({ jobId }: { jobId: string }) => {
      const job = await deps.queues.queues[name].getJob(jobId).catch(() => undefined);
      if (job?.processedOn && job.finishedOn) duration.observe({ queue: name, outcome }, (job.finishedOn - job.processedOn) / 1000);
    };
    deps.queues.events[name].on('completed', observe('completed'));
    deps.queues.events[name].on('failed', observe('failed'));
  }
  app.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

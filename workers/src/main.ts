/**
 * The workers process: one BullMQ worker per queue, dispatching by job name to the handlers in
 * jobs/registry.ts. On SIGTERM it stops taking jobs and waits for running ones; a job cut off
 * by a hard kill is picked up again through BullMQ's stalled-job recovery.
 */
import closeWithGrace from 'close-with-grace';
import { QUEUE_NAMES } from '@dalil/contracts/jobs/queues';
import { loadConfig } from '@dalil/service-kit/config';
import { createRedis, pingRedis } from '@dalil/service-kit/redis';
import { failStartup } from '@dalil/service-kit/run-service';
import { createDatabase, redactUrl } from '@dalil/service-kit/database';
import { failedDependency } from '@dalil/service-kit/errors';
import { createOutageLogs } from '@dalil/service-kit/outage-log';
import { waitForDependency } from '@dalil/service-kit/wait-for-dependency';
import { Counter, Gauge } from 'prom-client';
import { createMetricsRegistry, poolGauges } from '@dalil/service-kit/metrics';
import { ZWorkersEnv } from './config.ts';
import { startHealthServer, startHeartbeat } from './heartbeat.ts';
import { JOB_HANDLERS } from './jobs/registry.ts';
import { LOCK_SETTINGS } from './jobs/interrupted-attempts.ts';
import { startQueueWorkers } from './queue-workers.ts';
import { createWorkerContext } from './worker-context.ts';

try {
  const config = loadConfig(ZWorkersEnv);
  // Started while Redis or PostgreSQL is down, the process waits for them (no crash loop).
  const say = (line: string) => process.stderr.write(`[workers] ${line}\n`);
  const maxWaitMs = config.DEPENDENCY_WAIT_SECONDS * 1000;
  const probe = createRedis(config.REDIS_URL, 'producer');
  await waitForDependency(() => pingRedis(probe), { what: `Redis at ${redactUrl(config.REDIS_URL)}`, maxWaitMs, say });
  probe.disconnect();
  const db = createDatabase(config.DATABASE_URL, { schema: 'public', max: 1, applicationName: 'dalil-workers-probe' });
  await waitForDependency(() => db.pool.query('select 1'), { what: `PostgreSQL at ${redactUrl(config.DATABASE_URL)}`, maxWaitMs, say }).finally(() => db.close());

  const ctx = createWorkerContext(config);
  const metrics = createMetricsRegistry('workers');
  poolGauges(metrics, () => ctx.pools());
  const running = new Gauge({ name: 'dalil_worker_jobs_running', help: 'Jobs this workers process runs now, by queue', labelNames: ['queue'], registers: [metrics] });
  const interruptedAttempts = new Counter({
    name: 'dalil_job_interrupted_attempts_total',
    help: 'Attempts found lost (their worker stopped answering) and taken over, by queue',
    labelNames: ['queue'],
    registers: [metrics],
  });
  // Every queue's series from the start (at 0): a dashboard shows 0 rather than nothing.
  for (const queue of QUEUE_NAMES) {
    interruptedAttempts.inc({ queue }, 0);
    running.inc({ queue }, 0);
  }
  const heartbeatRedis = createRedis(config.REDIS_URL, 'producer', { lazyConnect: false });
  // While Redis is away BullMQ reports every failed reconnection and lock renewal of every queue
  // (several a second): one outage line when it goes, a summary while it lasts, one when it is back.
  const outages = createOutageLogs(ctx.log, { Redis: () => heartbeatRedis.ping() });
  const ports = { redis: Number(new URL(config.REDIS_URL).port || 6379), database: Number(new URL(config.DATABASE_URL).port || 5432) };
  const workers = startQueueWorkers(ctx, {
    concurrency: config.WORKER_CONCURRENCY,
    settings: LOCK_SETTINGS,
    onLostAttempt: (queue, jobId, lost) => {
      interruptedAttempts.inc({ queue });
      ctx.log.warn({ queue, jobId, rowsRead: lost.rowsRead, lastProgressAt: lost.lastProgressAt }, 'resuming a job whose worker was lost');
    },
    onRunning: (queue, delta) => running.inc({ queue }, delta),
    onError: (queue, err) => {
      // BullMQ's own errors come from its Redis connections: a reset socket there is Redis's.
      if (failedDependency(err, ports)) outages.get('Redis').failed(err, { queue });
      // Not an outage (a lock lost to a lapse, a state that could not be written): one line, no stack.
      else ctx.log.warn({ queue, error: err.message }, 'worker error');
    },
  });
  const heartbeat = startHeartbeat({ redis: heartbeatRedis, prefix: config.REDIS_PREFIX, workers });
  const healthServer = config.WORKERS_PORT > 0 ? await startHealthServer({ host: config.HOST, port: config.WORKERS_PORT, heartbeat, metrics }) : undefined;
  ctx.log.info({ queues: QUEUE_NAMES, handlers: JOB_HANDLERS.map((h) => `${h.queue}/${h.name}`) }, 'workers ready');

  closeWithGrace({ delay: 4_500 }, async ({ signal, err }) => {
    if (err) ctx.log.error({ err }, 'fatal error');
    ctx.log.info({ signal }, 'closing workers');
    heartbeat.stop();
    outages.close();
    healthServer?.close();
    heartbeatRedis.disconnect();
    await Promise.all(workers.map((w) => w.close()));
    await ctx.close();
  });
} catch (error) {
  failStartup('workers', error);
}

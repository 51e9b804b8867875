import { SERVICE_OPERATIONS } from '@dalil/contracts/api/all-operations';
import { contextDependencies, createServiceApp, type ServiceApp } from '@dalil/service-kit/create-service';
import { serveFeatures } from '@dalil/service-kit/features';
import type { JobsContext } from './context.ts';
import { createQueueSet } from './queues/queue-set.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { removeAbandonedPartials, scheduleUploadSweep } from './uploads/sweep-uploads.ts';
import { schedulePendingFlush } from './uploads/pending-uploads.ts';
import { scrapingRoutes } from './scraping/routes.ts';
import { jobHistoryRoutes } from './job-history/routes.ts';
import { scrapeSourceRoutes } from './scrape-sources/routes.ts';
import { queueBoard } from './operators/queue-board.ts';
import { queueMetrics } from './operators/metrics.ts';

/** The jobs service as a Fastify app (tests build it with inject; server.ts listens). */
export async function buildApp(ctx: JobsContext): Promise<ServiceApp> {
  const queues = createQueueSet({ redisUrl: ctx.config.REDIS_URL, prefix: ctx.config.REDIS_PREFIX });
  await queues.ready();
  const app = createServiceApp({
    ...contextDependencies(ctx),
    readinessChecks: { queues: () => queues.redis.ping() },
    // Job history and control are read from the queues; scrape sources (PostgreSQL) can wait.
    requiredChecks: ['queues'],
    unavailableMessages: { Redis: 'The job queue (Redis) is unavailable, so jobs cannot be started, followed or changed right now; try again shortly' },
  });
  app.addHook('onClose', async () => queues.close());
  const uploadDir = ctx.config.UPLOAD_DIR;
  await serveFeatures(app, { service: ctx, queues }, SERVICE_OPERATIONS.jobs, [uploadRoutes, scrapingRoutes, jobHistoryRoutes, scrapeSourceRoutes]);
  const stopSweep = scheduleUploadSweep({ uploadDir, queues, onError: (err) => app.log.warn({ err }, 'upload sweep failed') });
  app.addHook('onClose', async () => stopSweep());
  void removeAbandonedPartials({ uploadDir, idleMs: ctx.config.UPLOAD_ABANDONED_AFTER_MS }).then(
    (removed) => removed.length && app.log.warn({ removed }, 'removed half-received uploads left by a stopped jobs process'),
    (err) => app.log.warn({ err }, 'could not clear half-received uploads'),
  );
  const stopPendingFlush = schedulePendingFlush({
    uploadDir,
    queues,
    onQueued: (ids) => app.log.info({ jobIds: ids }, 'queued uploads received while Redis was away'),
    onError: (err) => app.log.warn({ err }, 'queuing uploads received while Redis was away failed; will retry'),
  });
  app.addHook('onClose', async () => stopPendingFlush());
  // Not contract operations: the operators' board (bull-board's own pages) and the queue gauges.
  await queueBoard(app, { queues });
  queueMetrics(app, { queues });
  return app;
}

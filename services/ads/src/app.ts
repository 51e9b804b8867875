import { SERVICE_OPERATIONS } from '@dalil/contracts/api/all-operations';
import { contextDependencies, createServiceApp, type ServiceApp } from '@dalil/service-kit/create-service';
import { serveFeatures } from '@dalil/service-kit/features';
import { createRedis } from '@dalil/service-kit/redis';
import { createAdsFeatureContext, type AdsContext } from './context.ts';
import { adsRoutes } from './ads/routes.ts';
import { bannerAdRoutes } from './banner-ads/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { createEventConsumer, type EventConsumer, type EventConsumerOptions } from './counting/event-consumer.ts';
import { countingRoutes } from './counting/routes.ts';

export interface AdsAppDependencies {
  /** Makes the consumer that counts accepted events; the app starts it when ready and stops it on close. */
  createEventConsumer?: (options: EventConsumerOptions) => EventConsumer;
}

/** The ads service as a Fastify app (tests build it with inject; server.ts listens). */
export async function buildApp(ctx: AdsContext, dependencies: AdsAppDependencies = {}): Promise<ServiceApp> {
  const { config } = ctx;
  // The accept path's own connection: auto-pipelining sends the scripts of concurrent requests
  // in one write, which is what lets a burst of page views cost few round trips.
  const eventsRedis = createRedis(config.REDIS_URL, 'producer', { enableAutoPipelining: true });
  const app = createServiceApp({
    ...contextDependencies(ctx),
    readinessChecks: { eventsRedis: () => eventsRedis.ping() },
  });
  const features = createAdsFeatureContext(ctx, { eventsRedis, metrics: app.metrics });
  await serveFeatures(app, features, SERVICE_OPERATIONS.ads, [adsRoutes, bannerAdRoutes, analyticsRoutes, countingRoutes]);

  // A blocking-safe connection of its own: the producer connection fails fast by design.
  const consumerRedis = createRedis(config.REDIS_URL, 'worker');
  const consumer = (dependencies.createEventConsumer ?? createEventConsumer)({
    redis: consumerRedis,
    pool: ctx.database.pool,
    redisPrefix: config.REDIS_PREFIX,
    log: app.log,
    dependencyFailures: app.dependencyFailures,
    intervalMs: config.ADS_FLUSH_INTERVAL_MS,
    batchSize: config.ADS_BATCH_SIZE,
    claimIdleMs: config.ADS_CLAIM_IDLE_MS,
    onCounted: features.eventMetrics.counted,
  });

  app.addHook('onReady', async () => {
    // Started while Redis is away: ads are served, counting answers 503 until it connects.
    if (eventsRedis.status === 'wait') await eventsRedis.connect().catch(() => undefined);
    await features.counting.knownIds.refresh();
    features.counting.knownIds.start();
    await consumer.start();
  });
  app.addHook('onClose', async () => {
    features.counting.knownIds.stop();
    await consumer.stop();
    await consumerRedis.quit().catch(() => consumerRedis.disconnect());
    await eventsRedis.quit().catch(() => eventsRedis.disconnect());
  });
  return app;
}

import { contextDependencies, createServiceApp, type ServiceApp } from '@dalil/service-kit/create-service';
import { createRedis } from '@dalil/service-kit/redis';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import type { TAdsConfig } from './config.ts';
import { createAdRepository } from './ads/ad-repository.ts';
import { createPublicAdsReader } from './ads/list-public-ads.ts';
import { registerAdRoutes } from './ads/routes.ts';
import { registerBannerAdRoutes } from './banner-ads/routes.ts';
import { registerAnalyticsRoutes } from './analytics/routes.ts';
import { adEventMetrics } from './counting/event-metrics.ts';
import { createEventConsumer, type EventConsumer, type EventConsumerOptions } from './counting/event-consumer.ts';
import { defineAcceptScript } from './counting/event-stream.ts';
import { createKnownAdIds } from './counting/known-ad-ids.ts';
import { registerCountingRoutes } from './counting/routes.ts';
import { registerMultipartForms } from './plugins/multipart.ts';

export type AdsContext = ServiceContext<TAdsConfig>;

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
  await registerMultipartForms(app);

  const ads = createAdRepository(ctx.database.db);
  const knownIds = createKnownAdIds({
    loadAll: () => ads.ids(),
    exists: async (id) => Boolean(await ads.findById(id)),
    refreshEveryMs: config.ADS_KNOWN_IDS_REFRESH_MS,
  });
  const publicAds = createPublicAdsReader({ ads }, config.ADS_PUBLIC_CACHE_MS);
  const onChange = async () => {
    publicAds.clear();
    await knownIds.refresh();
  };
  const acceptEvent = defineAcceptScript(eventsRedis);

  registerAdRoutes(app, { ads, publicAds, onChange });
  registerBannerAdRoutes(app, { ads, onChange });
  registerAnalyticsRoutes(app, { pool: ctx.database.pool });
  const eventMetrics = adEventMetrics(app.metrics);
  registerCountingRoutes(app, {
    acceptEvent,
    knownIds,
    redisPrefix: config.REDIS_PREFIX,
    windows: { impression: config.ADS_IMPRESSION_WINDOW_S, click: config.ADS_CLICK_WINDOW_S },
  }, eventMetrics);

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
    onCounted: eventMetrics.counted,
  });

  app.addHook('onReady', async () => {
    // Started while Redis is away: ads are served, counting answers 503 until it connects.
    if (eventsRedis.status === 'wait') await eventsRedis.connect().catch(() => undefined);
    await knownIds.refresh();
    knownIds.start();
    await consumer.start();
  });
  app.addHook('onClose', async () => {
    knownIds.stop();
    await consumer.stop();
    await consumerRedis.quit().catch(() => consumerRedis.disconnect());
    await eventsRedis.quit().catch(() => eventsRedis.disconnect());
  });
  return app;
}

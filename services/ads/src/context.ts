import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import { featureOf } from '@dalil/service-kit/features';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import type { TAdsConfig } from './config.ts';
import { createAdRepository, type AdRepository } from './ads/ad-repository.ts';
import { createPublicAdsReader, type PublicAdsReader } from './ads/list-public-ads.ts';
import { adEventMetrics, type AdEventMetrics } from './counting/event-metrics.ts';
import { defineAcceptScript } from './counting/event-stream.ts';
import { createKnownAdIds } from './counting/known-ad-ids.ts';
import type { RecordAdEventDeps } from './counting/record-ad-event.ts';

export type AdsContext = ServiceContext<TAdsConfig>;

/** What the ads features are given (their plugin options): the ads, their public cache and the counting path. */
export interface AdsFeatureContext {
  service: AdsContext;
  ads: AdRepository;
  publicAds: PublicAdsReader;
  /** After an administrator's change: the public lists and the known ids follow it. */
  onChange: () => Promise<void>;
  counting: RecordAdEventDeps;
  eventMetrics: AdEventMetrics;
}

/** Builds the features' context once per app: the repository and caches they share. */
export function createAdsFeatureContext(ctx: AdsContext, io: { eventsRedis: Redis; metrics: Registry }): AdsFeatureContext {
  const { config } = ctx;
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
  return {
    service: ctx,
    ads,
    publicAds,
    onChange,
    counting: {
      acceptEvent: defineAcceptScript(io.eventsRedis),
      knownIds,
      redisPrefix: config.REDIS_PREFIX,
      windows: { impression: config.ADS_IMPRESSION_WINDOW_S, click: config.ADS_CLICK_WINDOW_S },
    },
    eventMetrics: adEventMetrics(io.metrics),
  };
}

/** A feature of the ads service: its operations and one route each, built from the features' context. */
export const adsFeature = featureOf<AdsFeatureContext>();

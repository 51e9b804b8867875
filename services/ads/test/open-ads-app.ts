import { afterAll, beforeAll } from 'vitest';
import { authHeaders, openTestContext } from '@dalil/service-kit/testing';
import { buildApp } from '../src/app.ts';
import { MIGRATIONS_DIRECTORY, ZAdsEnv } from '../src/config.ts';
import { createEventConsumer, type EventConsumer } from '../src/counting/event-consumer.ts';

export interface OpenAdsAppOptions {
  /** false: the event consumer does not run by itself (as after a crash); tests count with `adEvents.drain()`. */
  consumer?: boolean;
  env?: Record<string, string>;
}

/**
 * A real ads service on a fresh database and Redis prefix, with helpers to create ads and its
 * event consumer (`adEvents`), so a test can count accepted events without waiting for the interval.
 */
export async function openAdsApp(options: OpenAdsAppOptions = {}) {
  const { ctx, cleanup } = await openTestContext({
    name: 'ads',
    schema: 'ads',
    migrationsDirectory: MIGRATIONS_DIRECTORY,
    envSchema: ZAdsEnv,
    env: { ADS_FLUSH_INTERVAL_MS: '50', ...options.env },
  });
  let adEvents: EventConsumer | undefined;
  const app = await buildApp(ctx, {
    createEventConsumer: (consumerOptions) => {
      const consumer = createEventConsumer(consumerOptions);
      adEvents = consumer;
      return options.consumer === false ? { ...consumer, start: async () => undefined } : consumer;
    },
  });
  await app.ready();
  if (!adEvents) throw new Error('the ads app made no event consumer');
  const events: EventConsumer = adEvents;
  const admin = authHeaders(ctx, 'admin');
  return {
    ctx,
    app,
    admin,
    adEvents: events,
    async createAd(overrides: Record<string, unknown> = {}) {
      const response = await app.inject({ method: 'POST', url: '/api/admin/ads', headers: admin, payload: sampleAd(overrides) });
      if (response.statusCode !== 201) throw new Error(`create ad failed: ${response.body}`);
      return response.json().data as { _id: string; [key: string]: unknown };
    },
    async close() {
      await app.close();
      await cleanup();
    },
  };
}

export type AdsApp = Awaited<ReturnType<typeof openAdsApp>>;

/**
 * The ads app of the enclosing describe block, its consumer stopped (tests count with
 * `adEvents.drain()`): opened before its tests, closed after them. The object is filled in by
 * beforeAll, so read it inside tests and hooks only.
 */
export function useAdsApp(): AdsApp {
  const t = {} as AdsApp;
  let opened: AdsApp | undefined;
  beforeAll(async () => {
    opened = await openAdsApp({ consumer: false });
    Object.assign(t, opened);
  });
  afterAll(async () => opened?.close());
  return t;
}

export function sampleAd(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Study engineering at Cairo University',
    titleArabic: 'ادرس الهندسة في جامعة القاهرة',
    description: 'Applications are open for the new year',
    descriptionArabic: 'باب التقديم مفتوح للعام الجديد',
    type: 'image',
    mediaUrl: 'https://example.org/banner.png',
    clickUrl: 'https://example.org/apply',
    position: 'banner',
    ...overrides,
  };
}

export function sampleBanner(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Scholarship fair',
    position: 'top-banner',
    type: 'image',
    content: { imageUrl: 'https://example.org/fair.png', linkUrl: 'https://example.org/fair', altText: 'Scholarship fair' },
    ...overrides,
  };
}

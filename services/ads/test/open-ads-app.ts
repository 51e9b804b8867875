import { authHeaders, openTestContext } from '@dalil/service-kit/testing';
import { buildApp, type AdsAppOptions } from '../src/app.ts';
import { MIGRATIONS_DIRECTORY, ZAdsEnv } from '../src/config.ts';

/** A real ads service on a fresh database and Redis prefix, with helpers to create ads. */
export async function openAdsApp(options: AdsAppOptions & { env?: Record<string, string> } = {}) {
  const { ctx, cleanup } = await openTestContext({
    name: 'ads',
    schema: 'ads',
    migrationsDirectory: MIGRATIONS_DIRECTORY,
    envSchema: ZAdsEnv,
    env: { ADS_FLUSH_INTERVAL_MS: '50', ...options.env },
  });
  const app = await buildApp(ctx, options);
  await app.ready();
  const admin = authHeaders(ctx, 'admin');
  return {
    ctx,
    app,
    admin,
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

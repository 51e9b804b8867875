/** The ads service for harnesses outside it (package entry `@dalil/ads/testing`): the gateway and infra tests. */
export { createAdRepository } from '../src/ads/ad-repository.ts';
export { buildApp } from '../src/app.ts';
export { MIGRATIONS_DIRECTORY, ZAdsEnv } from '../src/config.ts';
export { AD_EVENTS_NOT_COUNTED } from '../src/counting/record-ad-event.ts';
export { sampleAd } from './open-ads-app.ts';

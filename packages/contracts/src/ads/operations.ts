import { z } from 'zod';
import { ZFailure, ZSuccess } from '../common/envelope.ts';
import { ZIdParams } from '../common/id.ts';
import { defineOperation } from '../api/operation.ts';
import { AD_POSITIONS, ZAd, ZAdInput, ZAdListQuery, ZAdPatch } from './ad.ts';
import { BANNER_SLOTS, ZBannerAd, ZBannerAdInput } from './banner-ad.ts';
import { ZAdsAnalytics, ZAdsAnalyticsQuery } from './analytics.ts';

/** Any position a public page may ask for: the four ad positions and the four banner slots. */
export const PUBLIC_AD_POSITIONS = [...AD_POSITIONS, ...BANNER_SLOTS] as const;
export const ZPublicAdParams = z.object({
  position: z.enum(PUBLIC_AD_POSITIONS, { message: `position must be one of ${PUBLIC_AD_POSITIONS.join(', ')}` }),
});

/** A public list mixes ads and banner ads; `kind` tells them apart. */
export const ZPublicAdItem = z.discriminatedUnion('kind', [ZAd, ZBannerAd]);
export type TPublicAdItem = z.infer<typeof ZPublicAdItem>;

export const AD_EVENT_KINDS = ['impression', 'click'] as const;
export type TAdEventKind = (typeof AD_EVENT_KINDS)[number];
export const ZAccepted = z.object({ success: z.literal(true) });

const failures = { 400: ZFailure, 404: ZFailure };
const adminFailures = { 400: ZFailure, 401: ZFailure, 403: ZFailure, 404: ZFailure };

function publicList(prefix: '' | '/api') {
  return defineOperation({
    method: 'get',
    path: `${prefix}/ads/{position}`,
    summary: 'Active ads of a position (inside their dates, highest priority first)',
    tags: ['ads'],
    params: ZPublicAdParams,
    responses: { 200: ZSuccess(z.array(ZPublicAdItem)), 400: ZFailure },
  });
}

function recordEvent(prefix: '' | '/api', kind: TAdEventKind) {
  return defineOperation({
    method: 'post',
    path: `${prefix}/ads/{id}/${kind}`,
    summary: `Records an ad ${kind} (accepted at once, counted in batches)`,
    tags: ['ads'],
    params: ZIdParams,
    responses: { 202: ZAccepted, ...failures },
  });
}

export const listPublicAds = publicList('/api');
export const listPublicAdsRoot = publicList('');
export const recordImpression = recordEvent('/api', 'impression');
export const recordClick = recordEvent('/api', 'click');
export const recordImpressionRoot = recordEvent('', 'impression');
export const recordClickRoot = recordEvent('', 'click');

export const listAdminAds = defineOperation({
  method: 'get',
  path: '/api/admin/ads',
  summary: 'Every ad with its counts',
  tags: ['ads'],
  admin: true,
  query: ZAdListQuery,
  responses: { 200: ZSuccess(z.array(ZAd)), ...adminFailures },
});

export const createAd = defineOperation({
  method: 'post',
  path: '/api/admin/ads',
  summary: 'Creates an ad (JSON, or multipart with list fields JSON-encoded)',
  tags: ['ads'],
  admin: true,
  body: ZAdInput,
  responses: { 201: ZSuccess(ZAd), ...adminFailures },
});

export const updateAd = defineOperation({
  method: 'put',
  path: '/api/admin/ads/{id}',
  summary: 'Updates an ad: {isActive} alone toggles it, other fields are merged and revalidated',
  tags: ['ads'],
  admin: true,
  params: ZIdParams,
  body: ZAdPatch,
  responses: { 200: ZSuccess(ZAd), ...adminFailures },
});

export const deleteAd = defineOperation({
  method: 'delete',
  path: '/api/admin/ads/{id}',
  summary: 'Deletes an ad and its counts',
  tags: ['ads'],
  admin: true,
  params: ZIdParams,
  responses: { 200: z.object({ success: z.literal(true), message: z.string() }), ...adminFailures },
});

export const getAdsAnalytics = defineOperation({
  method: 'get',
  path: '/api/admin/ads/analytics',
  summary: 'Impressions, clicks and click-through rate per ad and per day',
  tags: ['ads'],
  admin: true,
  query: ZAdsAnalyticsQuery,
  responses: { 200: ZSuccess(ZAdsAnalytics), ...adminFailures },
});

// The path stays a literal type, so the typed client knows this operation by its path.
function createBanner<P extends string>(path: P) {
  return defineOperation({
    method: 'post',
    path,
    summary: 'Creates a banner ad (createdBy is the signed-in administrator)',
    tags: ['ads'],
    admin: true,
    body: ZBannerAdInput,
    responses: { 201: ZSuccess(ZBannerAd), ...adminFailures },
  });
}
export const createBannerAdEnhanced = createBanner('/enhanced-admin/banner-ads');
export const createBannerAd = createBanner('/api/admin/banner-ads');

export const listBannerAds = defineOperation({
  method: 'get',
  path: '/api/admin/banner-ads',
  summary: 'Every banner ad with its counts',
  tags: ['ads'],
  admin: true,
  responses: { 200: ZSuccess(z.array(ZBannerAd)), ...adminFailures },
});

export const getBannerAd = defineOperation({
  method: 'get',
  path: '/api/admin/banner-ads/{id}',
  summary: 'One banner ad',
  tags: ['ads'],
  admin: true,
  params: ZIdParams,
  responses: { 200: ZSuccess(ZBannerAd), ...adminFailures },
});

export const updateBannerAd = defineOperation({
  method: 'put',
  path: '/api/admin/banner-ads/{id}',
  summary: 'Replaces a banner ad, or toggles it with {isActive} / {scheduling:{isActive}}',
  tags: ['ads'],
  admin: true,
  params: ZIdParams,
  body: z.unknown(),
  responses: { 200: ZSuccess(ZBannerAd), ...adminFailures },
});

export const deleteBannerAd = defineOperation({
  method: 'delete',
  path: '/api/admin/banner-ads/{id}',
  summary: 'Deletes a banner ad and its counts',
  tags: ['ads'],
  admin: true,
  params: ZIdParams,
  responses: { 200: z.object({ success: z.literal(true), message: z.string() }), ...adminFailures },
});

/** The document a raw-markup (html or adsense) banner ad runs in, framed by the public pages. */
export const getBannerAdFrame = defineOperation({
  method: 'get',
  path: '/api/ads/frame/{id}',
  summary: 'The sandboxed HTML document of a live html or adsense banner ad (text/html, its own script policy)',
  tags: ['ads'],
  params: ZIdParams,
  responses: { 404: ZFailure },
});

export const adsOperations = [
  getBannerAdFrame,
  listPublicAds,
  listPublicAdsRoot,
  recordImpression,
  recordClick,
  recordImpressionRoot,
  recordClickRoot,
  listAdminAds,
  createAd,
  updateAd,
  deleteAd,
  getAdsAnalytics,
  createBannerAdEnhanced,
  createBannerAd,
  listBannerAds,
  getBannerAd,
  updateBannerAd,
  deleteBannerAd,
];

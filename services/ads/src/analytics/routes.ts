import { adminOnly } from '@dalil/service-kit/auth';
import { getAdsAnalytics as getAdsAnalyticsOp } from '@dalil/contracts/ads/operations';
import { adsFeature } from '../context.ts';
import { getAdsAnalytics } from './get-ads-analytics.ts';

export const analyticsRoutes = adsFeature('analytics', [getAdsAnalyticsOp]).serve((scope, deps) => ({
  'get /api/admin/ads/analytics': {
    onRequest: adminOnly(scope.tokens),
    handler: async (request) => ({ success: true as const, data: await getAdsAnalytics(deps.service.database.pool, request.query) }),
  },
}));

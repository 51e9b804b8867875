import type pg from 'pg';
import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import { getAdsAnalytics as getAdsAnalyticsOp } from '@dalil/contracts/ads/operations';
import { getAdsAnalytics } from './get-ads-analytics.ts';

export function registerAnalyticsRoutes(app: ServiceApp, deps: { pool: pg.Pool }) {
  app.route({
    ...routeOf(getAdsAnalyticsOp),
    onRequest: adminOnly(app.tokens),
    handler: async (request) => ({ success: true as const, data: await getAdsAnalytics(deps.pool, request.query) }),
  });
}

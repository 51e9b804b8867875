import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import {
  createBannerAd as createOp,
  createBannerAdEnhanced,
  deleteBannerAd as deleteOp,
  getBannerAdFrame,
  getBannerAd as getOp,
  listBannerAds,
  updateBannerAd as updateOp,
} from '@dalil/contracts/ads/operations';
import type { AdRepository } from '../ads/index.ts';
import { createBannerAd, deleteBannerAd, getBannerAd, listBannerAds as listBanners, updateBannerAd } from './save-banner-ad.ts';
import { AD_FRAME_POLICY, renderAdFrame } from './render-ad-frame.ts';

export function registerBannerAdRoutes(app: ServiceApp, deps: { ads: AdRepository; onChange: () => Promise<void> }) {
  const admin = adminOnly(app.tokens);
  for (const operation of [createBannerAdEnhanced, createOp]) {
    app.route({
      ...routeOf(operation),
      onRequest: admin,
      handler: async (request, reply) => {
        reply.code(201);
        return { success: true as const, data: await createBannerAd(deps, request.body, request.user!.username), message: 'Banner ad created successfully!' };
      },
    });
  }
  app.route({
    ...routeOf(getBannerAdFrame),
    handler: async (request, reply) => {
      const html = await renderAdFrame(deps.ads, request.params.id);
      return reply
        .header('content-security-policy', AD_FRAME_POLICY)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=60')
        .type('text/html; charset=utf-8')
        .send(html as never); // an HTML document, not one of the JSON answers the operation types
    },
  });
  app.route({
    ...routeOf(listBannerAds),
    onRequest: admin,
    handler: async () => ({ success: true as const, data: await listBanners(deps) }),
  });
  app.route({
    ...routeOf(getOp),
    onRequest: admin,
    handler: async (request) => ({ success: true as const, data: await getBannerAd(deps, request.params.id) }),
  });
  app.route({
    ...routeOf(updateOp),
    onRequest: admin,
    handler: async (request) => ({ success: true as const, data: await updateBannerAd(deps, request.params.id, request.body), message: 'Banner ad updated successfully' }),
  });
  app.route({
    ...routeOf(deleteOp),
    onRequest: admin,
    handler: async (request) => {
      await deleteBannerAd(deps, request.params.id);
      return { success: true as const, message: 'Banner ad deleted successfully' };
    },
  });
}

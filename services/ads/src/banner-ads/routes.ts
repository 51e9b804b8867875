import { adminOnly } from '@dalil/service-kit/auth';
import {
  createBannerAd as createOp,
  createBannerAdEnhanced,
  deleteBannerAd as deleteOp,
  getBannerAdFrame,
  getBannerAd as getOp,
  listBannerAds,
  updateBannerAd as updateOp,
} from '@dalil/contracts/ads/operations';
import { adsFeature } from '../context.ts';
import { createBannerAd, deleteBannerAd, getBannerAd, listBannerAds as listBanners, updateBannerAd } from './save-banner-ad.ts';
import { AD_FRAME_POLICY, renderAdFrame } from './render-ad-frame.ts';

export const bannerAdRoutes = adsFeature('banner-ads', [createBannerAdEnhanced, createOp, getBannerAdFrame, listBannerAds, getOp, updateOp, deleteOp]).serve((scope, deps) => {
  const admin = adminOnly(scope.tokens);
  return {
    'post /enhanced-admin/banner-ads': {
      onRequest: admin,
      handler: async (request, reply) => {
        reply.code(201);
        return { success: true as const, data: await createBannerAd(deps, request.body, request.user!.username), message: 'Banner ad created successfully!' };
      },
    },
    'post /api/admin/banner-ads': {
      onRequest: admin,
      handler: async (request, reply) => {
        reply.code(201);
        return { success: true as const, data: await createBannerAd(deps, request.body, request.user!.username), message: 'Banner ad created successfully!' };
      },
    },
    'get /api/ads/frame/{id}': {
      handler: async (request, reply) => {
        const html = await renderAdFrame(deps.ads, request.params.id);
        return reply
          .header('content-security-policy', AD_FRAME_POLICY)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=60')
          .type('text/html; charset=utf-8')
          .send(html as never); // an HTML document, not one of the JSON answers the operation types
      },
    },
    'get /api/admin/banner-ads': {
      onRequest: admin,
      handler: async () => ({ success: true as const, data: await listBanners(deps) }),
    },
    'get /api/admin/banner-ads/{id}': {
      onRequest: admin,
      handler: async (request) => ({ success: true as const, data: await getBannerAd(deps, request.params.id) }),
    },
    'put /api/admin/banner-ads/{id}': {
      onRequest: admin,
      handler: async (request) => ({ success: true as const, data: await updateBannerAd(deps, request.params.id, request.body), message: 'Banner ad updated successfully' }),
    },
    'delete /api/admin/banner-ads/{id}': {
      onRequest: admin,
      handler: async (request) => {
        await deleteBannerAd(deps, request.params.id);
        return { success: true as const, message: 'Banner ad deleted successfully' };
      },
    },
  };
});

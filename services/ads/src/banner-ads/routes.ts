import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import {
  createBannerAd as createOp,
  createBannerAdEnhanced,
  deleteBannerAd as deleteOp,
  getBannerAd as getOp,
  listBannerAds,
  updateBannerAd as updateOp,
} from '@dalil/contracts/ads/operations';
// Inputs are validated by the route schema; the casts only restore the types routeOf loses.
import type { TBannerAdValues } from '@dalil/contracts/ads/banner-ad';
import type { TIdParams } from '@dalil/contracts/common/id';
import type { BannerAdRepository } from './banner-ad-repository.ts';
import { createBannerAd, deleteBannerAd, getBannerAd, updateBannerAd } from './save-banner-ad.ts';

export function registerBannerAdRoutes(app: ServiceApp, deps: { banners: BannerAdRepository; onChange: () => Promise<void> }) {
  const admin = adminOnly(app.tokens);
  for (const operation of [createBannerAdEnhanced, createOp]) {
    app.route({
      ...routeOf(operation),
      preHandler: admin,
      handler: async (request, reply) => {
        reply.code(201);
        return { success: true as const, data: await createBannerAd(deps, request.body as TBannerAdValues, request.user!.username), message: 'Banner ad created successfully!' };
      },
    });
  }
  app.route({
    ...routeOf(listBannerAds),
    preHandler: admin,
    handler: async () => ({ success: true as const, data: await deps.banners.list() }),
  });
  app.route({
    ...routeOf(getOp),
    preHandler: admin,
    handler: async (request) => ({ success: true as const, data: await getBannerAd(deps, (request.params as TIdParams).id) }),
  });
  app.route({
    ...routeOf(updateOp),
    preHandler: admin,
    handler: async (request) => ({ success: true as const, data: await updateBannerAd(deps, (request.params as TIdParams).id, request.body), message: 'Banner ad updated successfully' }),
  });
  app.route({
    ...routeOf(deleteOp),
    preHandler: admin,
    handler: async (request) => {
      await deleteBannerAd(deps, (request.params as TIdParams).id);
      return { success: true as const, message: 'Banner ad deleted successfully' };
    },
  });
}

import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import { createAd as createAdOp, deleteAd as deleteAdOp, listAdminAds, listPublicAds as listPublicOp, listPublicAdsRoot, updateAd as updateAdOp } from '@dalil/contracts/ads/operations';
import type { AdRepository } from './ad-repository.ts';
import type { PublicAdsReader } from './list-public-ads.ts';
import { createAd, deleteAd, updateAd } from './save-ad.ts';

export function registerAdRoutes(app: ServiceApp, deps: { ads: AdRepository; publicAds: PublicAdsReader; onChange: () => Promise<void> }) {
  for (const operation of [listPublicOp, listPublicAdsRoot]) {
    app.route({
      ...routeOf(operation),
      handler: async (request) => ({ success: true as const, data: await deps.publicAds.list(request.params.position) }),
    });
  }
  const admin = adminOnly(app.tokens);
  app.route({
    ...routeOf(listAdminAds),
    onRequest: admin,
    handler: async (request) => ({ success: true as const, data: await deps.ads.list(request.query) }),
  });
  app.route({
    ...routeOf(createAdOp),
    onRequest: admin,
    handler: async (request, reply) => {
      reply.code(201);
      return { success: true as const, data: await createAd(deps, request.body, request.user!.username), message: 'Ad created successfully' };
    },
  });
  app.route({
    ...routeOf(updateAdOp),
    onRequest: admin,
    handler: async (request) => ({ success: true as const, data: await updateAd(deps, request.params.id, request.body), message: 'Ad updated successfully' }),
  });
  app.route({
    ...routeOf(deleteAdOp),
    onRequest: admin,
    handler: async (request) => {
      await deleteAd(deps, request.params.id);
      return { success: true as const, message: 'Ad deleted successfully' };
    },
  });
}

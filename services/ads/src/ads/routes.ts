import { adminOnly } from '@dalil/service-kit/auth';
import { createAd as createAdOp, deleteAd as deleteAdOp, listAdminAds, listPublicAds as listPublicOp, listPublicAdsRoot, updateAd as updateAdOp } from '@dalil/contracts/ads/operations';
import { adsFeature } from '../context.ts';
import { registerMultipartForms } from '../plugins/index.ts';
import { createAd, deleteAd, updateAd } from './save-ad.ts';

// The spec's ad form posts multipart data: its parser is this feature's alone.
export const adsRoutes = adsFeature('ads', [listPublicOp, listPublicAdsRoot, listAdminAds, createAdOp, updateAdOp, deleteAdOp], registerMultipartForms).serve((scope, deps) => {
  const admin = adminOnly(scope.tokens);
  return {
    'get /api/ads/{position}': {
      handler: async (request) => ({ success: true as const, data: await deps.publicAds.list(request.params.position) }),
    },
    'get /ads/{position}': {
      handler: async (request) => ({ success: true as const, data: await deps.publicAds.list(request.params.position) }),
    },
    'get /api/admin/ads': {
      onRequest: admin,
      handler: async (request) => ({ success: true as const, data: await deps.ads.list(request.query) }),
    },
    'post /api/admin/ads': {
      onRequest: admin,
      handler: async (request, reply) => {
        reply.code(201);
        return { success: true as const, data: await createAd(deps, request.body, request.user!.username), message: 'Ad created successfully' };
      },
    },
    'put /api/admin/ads/{id}': {
      onRequest: admin,
      handler: async (request) => ({ success: true as const, data: await updateAd(deps, request.params.id, request.body), message: 'Ad updated successfully' }),
    },
    'delete /api/admin/ads/{id}': {
      onRequest: admin,
      handler: async (request) => {
        await deleteAd(deps, request.params.id);
        return { success: true as const, message: 'Ad deleted successfully' };
      },
    },
  };
});

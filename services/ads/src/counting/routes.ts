import type { OperationRoute } from '@dalil/service-kit/features';
import { recordClick, recordClickRoot, recordImpression, recordImpressionRoot, type TAdEventKind } from '@dalil/contracts/ads/operations';
import { adsFeature, type AdsFeatureContext } from '../context.ts';
import { recordAdEvent } from './record-ad-event.ts';

/** One route for the four event operations (same params and answer): accepted at once (202), counted later by the event consumer. */
function acceptEvent(deps: AdsFeatureContext, kind: TAdEventKind): OperationRoute<typeof recordImpression> {
  return {
    logLevel: 'warn',
    // The hot path: a constant answer, written without re-validating it on every request.
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (request, reply) => {
      const queued = await recordAdEvent(deps.counting, { adId: request.params.id, kind, ip: request.ip, userAgent: request.headers['user-agent'] });
      deps.eventMetrics.accepted(kind, queued);
      reply.code(202);
      return { success: true as const };
    },
  };
}

export const countingRoutes = adsFeature('counting', [recordImpression, recordImpressionRoot, recordClick, recordClickRoot]).serve((_scope, deps) => ({
  'post /api/ads/{id}/impression': acceptEvent(deps, 'impression'),
  'post /ads/{id}/impression': acceptEvent(deps, 'impression'),
  'post /api/ads/{id}/click': acceptEvent(deps, 'click'),
  'post /ads/{id}/click': acceptEvent(deps, 'click'),
}));

import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import { recordClick, recordClickRoot, recordImpression, recordImpressionRoot } from '@dalil/contracts/ads/operations';
import { recordAdEvent, type RecordAdEventDeps } from './record-ad-event.ts';
import type { AdEventMetrics } from './event-metrics.ts';

/** Impressions and clicks: accepted at once (202), counted later by the event consumer. */
export function registerCountingRoutes(app: ServiceApp, deps: RecordAdEventDeps, metrics: AdEventMetrics) {
  const routes = [
    [recordImpression, 'impression'],
    [recordImpressionRoot, 'impression'],
    [recordClick, 'click'],
    [recordClickRoot, 'click'],
  ] as const;
  for (const [operation, kind] of routes) {
    app.route({
      ...routeOf(operation),
      logLevel: 'warn',
      // The hot path: a constant answer, written without re-validating it on every request.
      serializerCompiler: () => (data) => JSON.stringify(data),
      handler: async (request, reply) => {
        const queued = await recordAdEvent(deps, { adId: request.params.id, kind, ip: request.ip, userAgent: request.headers['user-agent'] });
        metrics.accepted(kind, queued);
        reply.code(202);
        return { success: true as const };
      },
    });
  }
}

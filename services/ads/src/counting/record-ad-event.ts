import { NotFound, Unavailable, failedDependency } from '@dalil/service-kit/errors';
import type { TAdEventKind } from '@dalil/contracts/ads/operations';
import { adEventKeys, visitorOf, type AcceptEvent } from './event-stream.ts';
import type { KnownAdIds } from './known-ad-ids.ts';

/** Said when an event cannot be recorded: what the visitor loses is the count, not the page. */
export const AD_EVENTS_NOT_COUNTED: Record<TAdEventKind, string> = {
  impression: 'Ad views are not being counted right now; the page works as usual',
  click: 'Ad clicks are not being counted right now; the link works as usual',
};

export interface RecordAdEventDeps {
  acceptEvent: AcceptEvent;
  knownIds: KnownAdIds;
  redisPrefix: string;
  /** De-duplication windows per kind, in seconds. */
  windows: Record<TAdEventKind, number>;
}

/**
 * Accepts an impression or click: rejects unknown ids, drops a repeat from the same visitor
 * inside the kind's window, and appends the rest to the Redis stream the consumer counts from.
 * Returns whether the event was appended.
 */
export async function recordAdEvent(
  deps: RecordAdEventDeps,
  event: { adId: string; kind: TAdEventKind; ip: string; userAgent: string | undefined },
): Promise<boolean> {
  if (!(await deps.knownIds.has(event.adId))) throw new NotFound('Ad not found');
  const keys = adEventKeys(deps.redisPrefix);
  const visitor = visitorOf(event.ip, event.userAgent);
  let appended: unknown;
  try {
    appended = await deps.acceptEvent(keys.seen(event.kind, event.adId, visitor), keys.stream, deps.windows[event.kind], event.adId, event.kind);
  } catch (error) {
    if (failedDependency(error) === 'Redis') throw new Unavailable(AD_EVENTS_NOT_COUNTED[event.kind], error, 'Redis');
    throw error;
  }
  return appended === 1;
}

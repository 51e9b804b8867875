/**
 * Ad events on the ads service's /metrics: accepted (queued on the Redis stream, or dropped as a
 * repeat from the same visitor inside the kind's window) against counted (added to the daily
 * stats by the event consumer). Queued and counted drifting apart means the consumer lags.
 */
import { Counter, type Registry } from 'prom-client';
import type { TAdEventKind } from '@dalil/contracts/ads/operations';

export interface AdEventMetrics {
  accepted(kind: TAdEventKind, queued: boolean): void;
  counted(events: number): void;
}

export function adEventMetrics(registry: Registry): AdEventMetrics {
  const accepted = new Counter({
    name: 'dalil_ad_events_accepted_total',
    help: 'Ad events answered 202, by kind and outcome (queued for counting, or repeat: the same visitor inside the window)',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  });
  const counted = new Counter({
    name: 'dalil_ad_events_counted_total',
    help: 'Ad events the consumer added to the daily stats',
    registers: [registry],
  });
  // Every series from the start (at 0), so a dashboard shows 0 rather than nothing.
  const children = new Map<string, Counter.Internal>();
  for (const kind of ['impression', 'click'] as const) {
    for (const outcome of ['queued', 'repeat'] as const) children.set(`${kind} ${outcome}`, accepted.labels({ kind, outcome }));
  }
  for (const child of children.values()) child.inc(0);
  counted.inc(0);
  return {
    accepted: (kind, queued) => children.get(`${kind} ${queued ? 'queued' : 'repeat'}`)!.inc(),
    counted: (events) => counted.inc(events),
  };
}

import type { ServiceName } from './route-table.ts';

export interface ServiceHealth {
  /** Ready or degraded: the service serves its core reads. */
  ready: boolean;
  state: 'ready' | 'degraded' | 'down';
  status: number | null;
  /** What the service works without (e.g. redis), when degraded. */
  degraded?: string[];
  latencyMs: number;
}

/** Asks every service's /readyz with a 1 s budget each, in parallel. */
export async function checkServices(urls: Record<ServiceName, string>): Promise<Record<ServiceName, ServiceHealth>> {
  const entries = await Promise.all(
    // Object.entries and Object.fromEntries type keys as plain strings; these are urls' own ServiceName keys.
    (Object.entries(urls) as Array<[ServiceName, string]>).map(async ([name, base]) => {
      const started = performance.now();
      try {
        const response = await fetch(new URL('/readyz', base), { signal: AbortSignal.timeout(1_000) });
        // A service's /readyz answer (JSON from service-kit's createServiceApp): only the fields read here.
        const body = (await response.json().catch(() => undefined)) as { data?: { status?: string; degraded?: string[] } } | undefined;
        const latencyMs = Math.round(performance.now() - started);
        const degraded = response.ok && body?.data?.status === 'degraded' ? (body.data.degraded ?? []) : undefined;
        const state = !response.ok ? 'down' : degraded ? 'degraded' : 'ready';
        return [name, { ready: response.ok, state, status: response.status, ...(degraded ? { degraded } : {}), latencyMs }] as const;
      } catch {
        return [name, { ready: false, state: 'down', status: null, latencyMs: Math.round(performance.now() - started) }] as const;
      }
    }),
  );
  // One entry per service name (built from the routing table); fromEntries widens the keys to string.
  return Object.fromEntries(entries) as Record<ServiceName, ServiceHealth>;
}

/** Services that are not ready, and services that run degraded with what they lack. */
export function describeHealth(services: Record<ServiceName, ServiceHealth>): string {
  const down = Object.entries(services).filter(([, s]) => s.state === 'down').map(([name]) => name);
  const degraded = Object.entries(services).filter(([, s]) => s.state === 'degraded').map(([name, s]) => `${name} (without ${s.degraded?.join(', ') || 'a dependency'})`);
  return [down.length ? `not ready: ${down.join(', ')}` : '', degraded.length ? `degraded: ${degraded.join(', ')}` : ''].filter(Boolean).join('; ');
}

import type { ServiceName } from './route-table.ts';

export interface ServiceHealth {
  ready: boolean;
  status: number | null;
  latencyMs: number;
}

/** Asks every service's /readyz with a 1 s budget each, in parallel. */
export async function checkServices(urls: Record<ServiceName, string>): Promise<Record<ServiceName, ServiceHealth>> {
  const entries = await Promise.all(
    (Object.entries(urls) as Array<[ServiceName, string]>).map(async ([name, base]) => {
      const started = performance.now();
      try {
        const response = await fetch(new URL('/readyz', base), { signal: AbortSignal.timeout(1_000) });
        await response.body?.cancel();
        return [name, { ready: response.ok, status: response.status, latencyMs: Math.round(performance.now() - started) }] as const;
      } catch {
        return [name, { ready: false, status: null, latencyMs: Math.round(performance.now() - started) }] as const;
      }
    }),
  );
  return Object.fromEntries(entries) as Record<ServiceName, ServiceHealth>;
}

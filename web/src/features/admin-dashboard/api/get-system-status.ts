import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGatewayHealth } from '@dalil/contracts/platform/operations';
import type { z } from 'zod';

export type TSystemStatus = z.infer<typeof ZGatewayHealth>;

/**
 * The gateway's readiness of every service. Read with fetch rather than the API client: a
 * degraded platform answers 503 with the same useful body, which is exactly what we show.
 */
async function getSystemStatus(signal?: AbortSignal): Promise<TSystemStatus> {
  const response = await fetch('/healthz', { headers: { accept: 'application/json' }, signal });
  const body = (await response.json()) as { data?: unknown };
  return ZGatewayHealth.parse(body.data);
}

const systemStatusOptions = () =>
  queryOptions({ queryKey: ['admin-dashboard', 'system-status'], queryFn: ({ signal }) => getSystemStatus(signal), staleTime: 15_000, refetchInterval: 30_000, retry: 0 });

export function useSystemStatus() {
  return useQuery(systemStatusOptions());
}

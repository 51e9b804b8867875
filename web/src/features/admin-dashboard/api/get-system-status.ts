import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGatewayHealth } from '@dalil/contracts/platform/operations';
import type { z } from 'zod';
import { contractUrl } from '../../../shared/api/contract-client.ts';

export type TSystemStatus = z.infer<typeof ZGatewayHealth>;

/**
 * The gateway's readiness of every service. Read with fetch rather than the API client: a
 * degraded platform answers 503 with the same useful body, which is exactly what we show.
 */
async function getSystemStatus(signal?: AbortSignal): Promise<TSystemStatus> {
  const response = await fetch(contractUrl('get', '/healthz'), { headers: { accept: 'application/json' }, signal });
  // Parsed here with the contract's schema (this admin screen already loads zod): a 503's body
  // is the same shape as a 200's, which the typed client (success answers only) does not read.
  const body: unknown = await response.json();
  return ZGatewayHealth.parse(body && typeof body === 'object' && 'data' in body ? body.data : undefined);
}

const systemStatusOptions = () =>
  queryOptions({ queryKey: ['admin-dashboard', 'system-status'], queryFn: ({ signal }) => getSystemStatus(signal), staleTime: 15_000, refetchInterval: 30_000, retry: 0 });

export function useSystemStatus() {
  return useQuery(systemStatusOptions());
}

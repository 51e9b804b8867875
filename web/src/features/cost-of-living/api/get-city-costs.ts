import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCityCosts } from '@dalil/contracts/cost-of-living/city-costs';
import { apiClient } from '../../../shared/api/contract-client.ts';

async function getCityCosts(signal?: AbortSignal): Promise<TCityCosts[]> {
  return (await apiClient.get('/api/cost-of-living', { signal })).data;
}

const cityCostsOptions = () => queryOptions({ queryKey: ['cost-of-living'] as const, queryFn: ({ signal }) => getCityCosts(signal) });

export function useCityCosts() {
  return useQuery(cityCostsOptions());
}

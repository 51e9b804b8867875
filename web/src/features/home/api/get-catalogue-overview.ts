import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCatalogueOverview } from '@dalil/contracts/catalogue/statistics';
import { apiClient } from '../../../shared/api/contract-client.ts';

async function getCatalogueOverview(signal?: AbortSignal): Promise<TCatalogueOverview> {
  return (await apiClient.get('/api/universities/stats/overview', { signal })).data;
}

const catalogueOverviewOptions = () =>
  queryOptions({ queryKey: ['universities', 'stats', 'overview'] as const, queryFn: ({ signal }) => getCatalogueOverview(signal), retry: 1 });

export function useCatalogueOverview() {
  return useQuery(catalogueOverviewOptions());
}

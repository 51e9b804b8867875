import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

/** GET /api/cost-of-living/prices — published prices per city. */
export function useLivingCostPrices() {
  return useQuery({
    queryKey: ['cost-of-living', 'prices'],
    queryFn: async ({ signal }) => (await apiClient.get('/api/cost-of-living/prices', { signal })).data,
    staleTime: 5 * 60_000,
  });
}

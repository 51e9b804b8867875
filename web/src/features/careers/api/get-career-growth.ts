import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

/** GET /api/careers/growth — every field's published growth and demand indicators (a few dozen rows, fetched once). */
export function useCareerGrowth() {
  return useQuery({
    queryKey: ['careers', 'growth'],
    queryFn: async ({ signal }) => new Map((await apiClient.get('/api/careers/growth', { signal })).data.map((g) => [g.field, g.figures])),
    staleTime: 5 * 60_000,
  });
}

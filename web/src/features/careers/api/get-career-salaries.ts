import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

/** GET /api/careers/salaries — every field's published salary figures (a few dozen rows, fetched once). */
export function useCareerSalaries() {
  return useQuery({
    queryKey: ['careers', 'salaries'],
    queryFn: async ({ signal }) => new Map((await apiClient.get('/api/careers/salaries', { signal })).data.map((s) => [s.field, s])),
    staleTime: 5 * 60_000,
  });
}

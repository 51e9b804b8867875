import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

/** GET /api/guidance/universities/{id}/cutoffs — every faculty's published cut-offs, oldest first. */
const universityCutoffsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['guidance', 'university-cutoffs', id],
    queryFn: async ({ signal }) => (await apiClient.get('/api/guidance/universities/{id}/cutoffs', { params: { id }, signal })).data,
  });

export function useUniversityCutoffs(id: string) {
  return useQuery(universityCutoffsQueryOptions(id));
}

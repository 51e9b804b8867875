import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

/**
 * GET /api/universities/{id}/figures for a compared university: fees, rankings and facts with
 * their sources (the same query key as the university page, so either fills the other's cache).
 */
export const comparedFiguresQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['universities', 'figures', id],
    queryFn: async ({ signal }) => (await apiClient.get('/api/universities/{id}/figures', { params: { id }, signal })).data,
  });

export function useComparedFigures(id: string) {
  return useQuery(comparedFiguresQueryOptions(id));
}

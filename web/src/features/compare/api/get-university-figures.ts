import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

/**
 * GET /api/universities/{id}/figures for a compared university: fees, rankings and facts with
 * their sources (the same query key as the university page, so either fills the other's cache).
 */
const comparedFiguresQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['universities', 'figures', id],
    queryFn: async ({ signal }) => (await apiClient.get('/api/universities/{id}/figures', { params: { id }, signal })).data,
  });

/** The figures of each compared university, by id. */
export function useComparedFigures(ids: string[]) {
  const queries = useQueries({ queries: ids.map(comparedFiguresQueryOptions) });
  return new Map(ids.map((id, i) => [id, queries[i]]));
}

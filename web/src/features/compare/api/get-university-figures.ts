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

/** GET /api/guidance/universities/{id}/cutoffs for a compared university (the university page's query key). */
const comparedCutoffsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['guidance', 'university-cutoffs', id],
    queryFn: async ({ signal }) => (await apiClient.get('/api/guidance/universities/{id}/cutoffs', { params: { id }, signal })).data,
  });

/** The published cut-offs of each compared university, by id. */
export function useComparedCutoffs(ids: string[]) {
  const queries = useQueries({ queries: ids.map(comparedCutoffsQueryOptions) });
  return new Map(ids.map((id, i) => [id, queries[i]]));
}

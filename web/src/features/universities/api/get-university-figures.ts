import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

/** GET /api/universities/{id}/figures — fees per faculty, rankings, facts and links, each with its source and year. */
const universityFiguresQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['universities', 'figures', id],
    queryFn: async ({ signal }) => (await apiClient.get('/api/universities/{id}/figures', { params: { id }, signal })).data,
  });

export function useUniversityFigures(id: string) {
  return useQuery(universityFiguresQueryOptions(id));
}

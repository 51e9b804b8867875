import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

/** GET /api/universities/{id}/figures — fees per faculty, rankings, facts and links, each with its source and year. */
const universityFiguresQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['universities', 'figures', id],
    // No abort signal: while the page first draws, a section that is still loading its
    // translations suspends and the page is mounted again; a query that consumed the signal is
    // cancelled on the unmount and asked again (two requests, the first aborted). Unconsumed, the
    // remounted page joins the request already on its way.
    queryFn: async () => (await apiClient.get('/api/universities/{id}/figures', { params: { id } })).data,
  });

export function useUniversityFigures(id: string) {
  return useQuery(universityFiguresQueryOptions(id));
}

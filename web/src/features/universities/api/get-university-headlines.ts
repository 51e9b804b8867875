import type { TUniversityHeadline } from '@dalil/contracts/catalogue/university-figures';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

/** GET /api/universities/headlines — each university's card figures (fee range, students, rank in Egypt), by id. */
const universityHeadlinesQueryOptions = () =>
  queryOptions({
    queryKey: ['universities', 'headlines'],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get('/api/universities/headlines', { signal });
      return new Map<string, TUniversityHeadline>(data.map((headline) => [headline.universityId, headline]));
    },
  });

export function useUniversityHeadlines() {
  return useQuery(universityHeadlinesQueryOptions());
}

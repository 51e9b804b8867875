import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSuggestionsInput } from '@dalil/contracts/guidance/suggestions';
import { apiClient } from '../../../shared/api/contract-client.ts';

export type SuggestionsQuery = Partial<TSuggestionsInput> & Pick<TSuggestionsInput, 'score' | 'stream'>;

/** GET /api/guidance/suggestions — the faculties a total can get, tiered. */
const suggestionsQueryOptions = (query: SuggestionsQuery) =>
  queryOptions({
    queryKey: ['guidance', 'suggestions', query],
    queryFn: async ({ signal }) => (await apiClient.get('/api/guidance/suggestions', { query, signal })).data,
  });

export function useSuggestions(query: SuggestionsQuery | undefined) {
  return useQuery({
    ...suggestionsQueryOptions(query ?? { score: 0, stream: 'science' }),
    enabled: query !== undefined,
    // Changing a filter keeps the previous answer on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

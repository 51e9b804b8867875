import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { wishToken, type TWishRef } from '@dalil/contracts/guidance/wish-token';
import type { TPlannedTotal } from '@dalil/contracts/auth/visitor-lists';
import { apiClient } from '../../../shared/api/contract-client.ts';

/**
 * GET /api/guidance/wishes — each wish's tier and cut-offs for a total. Asked for the set of
 * wishes, not their order, so moving a wish up or down needs no new request.
 */
export function useWishAssessment(total: TPlannedTotal | null, wishes: readonly TWishRef[]) {
  const set = [...new Set(wishes.map(wishToken))].sort();
  return useQuery({
    queryKey: ['guidance', 'wishes', total, set],
    queryFn: async ({ signal }) => {
      const { score, maxScore, stream, year } = total!;
      const { data } = await apiClient.get('/api/guidance/wishes', { query: { score, maxScore, stream, year, wishes: set.join(',') }, signal });
      return new Map(data.wishes.map((w) => [wishToken(w), w]));
    },
    enabled: total !== null && set.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * Names of wishes that cannot be assessed yet (no total entered): read from their universities,
 * so the list never shows bare keys.
 */
export function useWishNames(wishes: readonly TWishRef[], enabled: boolean) {
  const ids = [...new Set(wishes.map((w) => w.universityId))];
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['universities', id],
      queryFn: async ({ signal }: { signal: AbortSignal }) => (await apiClient.get('/api/universities/{id}', { params: { id }, signal })).data,
      enabled,
      retry: false,
    })),
    combine: (results) => new Map(results.flatMap((r) => (r.data ? [[r.data.id, r.data] as const] : []))),
  });
}

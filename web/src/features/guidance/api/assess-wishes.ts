import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { wishToken, type TWishRef } from '@dalil/contracts/guidance/wish-token';
import type { TPlannedTotal } from '@dalil/contracts/auth/visitor-lists';
import { apiClient } from '../../../shared/api/contract-client.ts';

/**
 * GET /api/guidance/wishes — each wish's tier and cut-offs for a total, and the list simulated in
 * its order (so moving a wish asks again: its chance of being placed depends on the wishes above).
 */
export function useWishAssessment(total: TPlannedTotal | null, wishes: readonly TWishRef[], governorate = '') {
  const list = wishes.map(wishToken);
  return useQuery({
    queryKey: ['guidance', 'wishes', total, list, governorate],
    queryFn: async ({ signal }) => {
      const { score, maxScore, stream, year } = total!;
      const { data } = await apiClient.get('/api/guidance/wishes', { query: { score, maxScore, stream, year, wishes: list.join(','), ...(governorate ? { governorate } : {}) }, signal });
      return { byToken: new Map(data.wishes.map((w) => [wishToken(w), w])), simulation: data.simulation, tokens: list };
    },
    enabled: total !== null && list.length > 0,
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

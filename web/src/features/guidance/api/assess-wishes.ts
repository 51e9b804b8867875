import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

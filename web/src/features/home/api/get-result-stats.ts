import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TResultStats } from '@dalil/contracts/results/result';
import { apiClient } from '../../../shared/api/contract-client.ts';

async function getResultStats(signal?: AbortSignal): Promise<TResultStats> {
  return (await apiClient.get('/api/results/stats', { signal })).data;
}

const resultStatsOptions = () =>
  queryOptions({ queryKey: ['results', 'stats'] as const, queryFn: ({ signal }) => getResultStats(signal), retry: 1 });

export function useResultStats() {
  return useQuery(resultStatsOptions());
}

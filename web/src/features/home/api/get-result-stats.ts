import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TResultStats } from '@dalil/contracts/results/result';
import { api } from '../../../shared/api/api-client.ts';

async function getResultStats(signal?: AbortSignal): Promise<TResultStats> {
  return (await api.get<{ data: TResultStats }>('/api/results/stats', { signal })).data;
}

const resultStatsOptions = () =>
  queryOptions({ queryKey: ['results', 'stats'] as const, queryFn: ({ signal }) => getResultStats(signal), retry: 1 });

export function useResultStats() {
  return useQuery(resultStatsOptions());
}

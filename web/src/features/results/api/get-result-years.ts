import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

/** GET /api/results/years — the years that have results, newest first. */
async function getResultYears(signal?: AbortSignal): Promise<number[]> {
  return (await apiClient.get('/api/results/years', { signal })).data;
}

const resultYearsQueryOptions = () => queryOptions({ queryKey: ['results', 'years'], queryFn: ({ signal }) => getResultYears(signal) });

export function useResultYears() {
  return useQuery(resultYearsQueryOptions());
}

/** The spec's default year (2024) when it has results, else the newest year that does. */
export function defaultYearOf(years: number[]): number | undefined {
  return years.includes(2024) ? 2024 : years[0];
}

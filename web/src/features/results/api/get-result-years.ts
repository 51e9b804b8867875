import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';

/** GET /api/results/years — the years that have results, newest first. */
async function getResultYears(signal?: AbortSignal): Promise<number[]> {
  const body = await api.get<{ data?: unknown }>('/api/results/years', { signal });
  return Array.isArray(body.data) ? body.data.filter((y): y is number => typeof y === 'number') : [];
}

const resultYearsQueryOptions = () => queryOptions({ queryKey: ['results', 'years'], queryFn: ({ signal }) => getResultYears(signal) });

export function useResultYears() {
  return useQuery(resultYearsQueryOptions());
}

/** The spec's default year (2024) when it has results, else the newest year that does. */
export function defaultYearOf(years: number[]): number | undefined {
  return years.includes(2024) ? 2024 : years[0];
}

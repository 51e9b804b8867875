import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCareerField, TListCareersQuery } from '@dalil/contracts/careers/career-field';
import { apiClient } from '../../../shared/api/contract-client.ts';

export type CareerFilters = Partial<Pick<TListCareersQuery, 'search' | 'demand'>>;

async function getCareers(filters: CareerFilters, signal?: AbortSignal): Promise<TCareerField[]> {
  const body = await apiClient.get('/api/careers', { query: { search: filters.search, demand: filters.demand }, signal });
  return body.data;
}

const careersQueryOptions = (filters: CareerFilters) =>
  queryOptions({ queryKey: ['careers', filters] as const, queryFn: ({ signal }) => getCareers(filters, signal) });

export function useCareers(filters: CareerFilters) {
  return useQuery({ ...careersQueryOptions(filters), placeholderData: keepPreviousData });
}

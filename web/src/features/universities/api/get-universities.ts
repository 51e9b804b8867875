import type { TUniversity, TUniversityType } from '@dalil/contracts/catalogue/university';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';
import { asPaged, nextPageOf, type Paged } from '../../../shared/api/envelope.ts';

/** Spec page size for the universities list. */
export const UNIVERSITIES_PAGE_SIZE = 100;

export interface UniversityFilters {
  type?: TUniversityType;
  governorate?: string;
  search?: string;
}

export async function getUniversities(filters: UniversityFilters, page = 1, signal?: AbortSignal): Promise<Paged<TUniversity>> {
  const body = await api.get<unknown>('/api/universities', { query: { page, limit: UNIVERSITIES_PAGE_SIZE, ...filters }, signal });
  return asPaged<TUniversity>(body);
}

export const universitiesQueryOptions = (filters: UniversityFilters) =>
  infiniteQueryOptions({
    queryKey: ['universities', 'list', filters],
    queryFn: ({ pageParam, signal }) => getUniversities(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The filtered list, page after page; the previous result stays on screen while a new filter loads. */
export function useUniversities(filters: UniversityFilters) {
  return useInfiniteQuery({ ...universitiesQueryOptions(filters), placeholderData: keepPreviousData });
}

/**
 * The unfiltered first page: the total behind 'Showing X of Y' and the governorate choices,
 * which must not shrink to the current filter's results.
 */
export const allUniversitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['universities', 'list', {}, 'first-page'],
    queryFn: ({ signal }) => getUniversities({}, 1, signal),
  });

export function useAllUniversities() {
  return useQuery(allUniversitiesQueryOptions());
}

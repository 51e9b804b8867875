/**
 * Queries for a paged public list (`GET /api/<resource>?page&limit&…filters`): one page
 * fetcher, infinite-list options keyed by the filters, and the unfiltered first page (totals and
 * filter choices that must not shrink to the current filter's results).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, type Query } from './api-client.ts';
import { asPaged, nextPageOf, type Paged } from './envelope.ts';

export function pagedList<T, F extends object>(resource: string, pageSize: number) {
  const fetchPage = async (filters: F, page = 1, signal?: AbortSignal): Promise<Paged<T>> =>
    asPaged<T>(await api.get<unknown>(`/api/${resource}`, { query: { page, limit: pageSize, ...(filters as Query) }, signal }));
  return {
    fetchPage,
    listOptions: (filters: F) =>
      infiniteQueryOptions({
        queryKey: [resource, 'list', filters],
        queryFn: ({ pageParam, signal }) => fetchPage(filters, pageParam, signal),
        initialPageParam: 1,
        getNextPageParam: nextPageOf,
      }),
    firstPageOptions: () =>
      queryOptions({
        queryKey: [resource, 'list', {}, 'first-page'],
        queryFn: ({ signal }) => fetchPage({} as F, 1, signal),
      }),
  };
}

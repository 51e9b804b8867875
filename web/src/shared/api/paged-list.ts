/**
 * Queries for a paged public list (`GET /api/<resource>?page&limit&…filters`): one page
 * fetcher, infinite-list options keyed by the filters, and the unfiltered first page (totals and
 * filter choices that must not shrink to the current filter's results).
 */
import i18n from 'i18next';
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api, type Query } from './api-client.ts';
import { asPaged, nextPageOf, type Paged } from './envelope.ts';

/**
 * Lists come in the page language's name order (`lang`: Arabic names in Arabic alphabetical
 * order on an Arabic page), so the language is part of every list's query key.
 */
const nameOrder = () => (i18n.language === 'ar' ? 'ar' : 'en');

export function pagedList<T, F extends object>(resource: string, pageSize: number) {
  const fetchPage = async (filters: F, page = 1, signal?: AbortSignal, lang = nameOrder()): Promise<Paged<T>> =>
    asPaged<T>(await api.get<unknown>(`/api/${resource}`, { query: { page, limit: pageSize, lang, ...(filters as Query) }, signal }));
  const listKey = (filters: F) => [resource, 'list', filters, nameOrder()] as const;
  return {
    fetchPage,
    listOptions: (filters: F) =>
      infiniteQueryOptions({
        queryKey: listKey(filters),
        queryFn: ({ pageParam, signal, queryKey }) => fetchPage(filters, pageParam, signal, queryKey[3]),
        initialPageParam: 1,
        getNextPageParam: nextPageOf,
      }),
    firstPageOptions: () =>
      queryOptions({
        queryKey: [resource, 'list', {}, nameOrder(), 'first-page'],
        // The unfiltered list usually loaded first: its first page is this answer, no second call.
        queryFn: ({ signal, client }) => client.getQueryData<InfiniteData<Paged<T>>>(listKey({} as F))?.pages[0] ?? fetchPage({} as F, 1, signal),
      }),
  };
}

/** A record already present in any loaded page of `resource` (shown at once while its own call runs). */
export function findListed<T extends { id: string }>(client: QueryClient, resource: string, id: string): T | undefined {
  for (const [, data] of client.getQueriesData<InfiniteData<Paged<T>> | Paged<T>>({ queryKey: [resource, 'list'] })) {
    const pages = data && 'pages' in data ? data.pages : data ? [data] : [];
    for (const page of pages) {
      const found = page.data.find((item) => item.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The unfiltered first page for totals and filter choices: the list's own first page while no
 * filter is set, else the separately loaded one.
 */
export function unfilteredPage<T>(
  filtered: boolean,
  list: { data?: InfiniteData<Paged<T>>; isPlaceholderData: boolean },
  all: { data?: Paged<T> },
): Paged<T> | undefined {
  return all.data ?? (!filtered && !list.isPlaceholderData ? list.data?.pages[0] : undefined);
}

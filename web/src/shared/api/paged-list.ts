/**
 * Queries for a paged public list (`GET /api/<resource>?page&limit&…filters`): one page
 * fetcher, infinite-list options keyed by the filters, and the unfiltered first page (totals and
 * filter choices that must not shrink to the current filter's results). Items, filters and
 * answers are the contracts' types of each list's operation.
 */
import i18n from 'i18next';
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { TPagination } from '@dalil/contracts/common/envelope';
import { apiClient, type ApiAnswer, type ApiQuery } from './contract-client.ts';
import { asPaged, nextPageOf, type Paged } from './envelope.ts';

/** The public lists, by the resource name that also starts their query keys. */
export type ListResource = 'universities' | 'programs' | 'scholarships';
export interface ListItems {
  universities: ApiAnswer<'get', '/api/universities'>['data'][number];
  programs: ApiAnswer<'get', '/api/programs'>['data'][number];
  scholarships: ApiAnswer<'get', '/api/scholarships'>['data'][number];
}
/** Each list's query parameters (filters, page, limit, name order). */
export interface ListQueries {
  universities: ApiQuery<'get', '/api/universities'>;
  programs: ApiQuery<'get', '/api/programs'>;
  scholarships: ApiQuery<'get', '/api/scholarships'>;
}
type ListPage<R extends ListResource> = (query: ListQueries[R], signal?: AbortSignal) => Promise<{ success: true; data: ListItems[R][]; pagination: TPagination }>;
const LIST_PAGES: { [R in ListResource]: ListPage<R> } = {
  universities: (query, signal) => apiClient.get('/api/universities', { query, signal }),
  programs: (query, signal) => apiClient.get('/api/programs', { query, signal }),
  scholarships: (query, signal) => apiClient.get('/api/scholarships', { query, signal }),
};

/**
 * Lists come in the page language's name order (`lang`: Arabic names in Arabic alphabetical
 * order on an Arabic page), so the language is part of every list's query key.
 */
const nameOrder = () => (i18n.language === 'ar' ? 'ar' : 'en');

/** `F`: the filters a page offers, a part of the list's contract query. */
export function pagedList<R extends ListResource, F extends ListQueries[R]>(resource: R, pageSize: number) {
  type T = ListItems[R];
  const fetchPage = async (filters: F, page = 1, signal?: AbortSignal, lang = nameOrder()): Promise<Paged<T>> =>
    asPaged(await LIST_PAGES[resource]({ page, limit: pageSize, lang, ...filters }, signal));
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
        // The unfiltered list usually loaded first: its first page is this answer, no second call
        // (the cache is untyped; that key holds this list's pages).
        queryFn: ({ signal, client }) => client.getQueryData<InfiniteData<Paged<T>>>(listKey({} as F))?.pages[0] ?? fetchPage({} as F, 1, signal),
      }),
  };
}

/** A record already present in any loaded page of `resource` (shown at once while its own call runs). */
export function findListed<R extends ListResource>(client: QueryClient, resource: R, id: string): ListItems[R] | undefined {
  // The cache is untyped: entries under [resource, 'list'] are this module's pages of that list.
  for (const [, data] of client.getQueriesData<InfiniteData<Paged<ListItems[R]>> | Paged<ListItems[R]>>({ queryKey: [resource, 'list'] })) {
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

const ONE_ROW = { page: 1, limit: 1 } as const;

/**
 * The dashboard's counts. Programs and scholarships come from the admin lists so inactive ones
 * count too; universities have no inactive state.
 */
const COUNT_SOURCES = {
  // A paged list's total from one single-row page.
  universities: async (signal: AbortSignal) => (await apiClient.get('/api/universities', { query: ONE_ROW, signal })).pagination.total,
  programs: async (signal: AbortSignal) => (await apiClient.get('/api/admin/programs', { query: ONE_ROW, auth: 'admin', signal })).pagination.total,
  scholarships: async (signal: AbortSignal) => (await apiClient.get('/api/admin/scholarships', { query: ONE_ROW, auth: 'admin', signal })).pagination.total,
  /** Every ad the site can show, whichever form created it (the list /admin/ads shows; not paged). */
  ads: async (signal: AbortSignal) => (await apiClient.get('/api/admin/ads', { auth: 'admin', signal })).data.length,
} satisfies Record<string, (signal: AbortSignal) => Promise<number>>;
export type CountName = keyof typeof COUNT_SOURCES;

const catalogueCountOptions = (name: CountName) =>
  queryOptions({
    queryKey: ['admin-dashboard', 'count', name],
    queryFn: ({ signal }) => COUNT_SOURCES[name](signal),
    // Read again whenever the dashboard shows: a count must match the list it counts.
    staleTime: 0,
    retry: 1,
  });

export function useCatalogueCount(name: CountName) {
  return useQuery(catalogueCountOptions(name));
}

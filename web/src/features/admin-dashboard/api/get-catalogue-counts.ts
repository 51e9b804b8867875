import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';

interface ListAnswer {
  data?: unknown[];
  pagination?: { total?: number };
}

/** A list's total from one single-row page (`pagination.total`), else the length of its data. */
async function countOf(path: string, admin: boolean, signal: AbortSignal): Promise<number> {
  const body = await api.get<ListAnswer>(path, { query: { page: 1, limit: 1 }, admin, signal });
  return body.pagination?.total ?? body.data?.length ?? 0;
}

/**
 * The dashboard's counts. Programs and scholarships come from the admin lists so inactive ones
 * count too; universities have no inactive state.
 */
const COUNT_SOURCES = {
  universities: { path: '/api/universities', admin: false },
  programs: { path: '/api/admin/programs', admin: true },
  scholarships: { path: '/api/admin/scholarships', admin: true },
  /** Every ad the site can show, whichever form created it (the list /admin/ads shows). */
  ads: { path: '/api/admin/ads', admin: true },
} as const;
export type CountName = keyof typeof COUNT_SOURCES;

const catalogueCountOptions = (name: CountName) =>
  queryOptions({
    queryKey: ['admin-dashboard', 'count', name],
    queryFn: ({ signal }) => countOf(COUNT_SOURCES[name].path, COUNT_SOURCES[name].admin, signal),
    // Read again whenever the dashboard shows: a count must match the list it counts.
    staleTime: 0,
    retry: 1,
  });

export function useCatalogueCount(name: CountName) {
  return useQuery(catalogueCountOptions(name));
}

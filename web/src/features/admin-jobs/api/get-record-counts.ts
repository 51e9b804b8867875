import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';

/**
 * Catalogue totals for the data-management tab, read from each list's pagination; read again
 * whenever the tab shows, so a count matches the list it counts.
 */
const LISTS = {
  universities: { path: '/api/universities', admin: false },
  programs: { path: '/api/admin/programs', admin: true },
  scholarships: { path: '/api/admin/scholarships', admin: true },
  documents: { path: '/api/admin/documents', admin: true },
  cities: { path: '/api/cost-of-living', admin: false },
} as const;
export type RecordList = keyof typeof LISTS;

async function totalOf(list: RecordList, signal: AbortSignal): Promise<number> {
  const body = await api.get<{ data?: unknown[]; pagination?: { total?: number } }>(LISTS[list].path, {
    admin: LISTS[list].admin,
    signal,
    query: { page: 1, limit: 1 },
  });
  return body.pagination?.total ?? body.data?.length ?? 0;
}

const recordCountOptions = (list: RecordList) =>
  queryOptions({ queryKey: ['admin-jobs', 'records', list], queryFn: ({ signal }) => totalOf(list, signal), retry: 1, staleTime: 0 });

export const useRecordCount = (list: RecordList) => useQuery(recordCountOptions(list));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

/**
 * Catalogue totals for the data-management tab, read from each list's pagination; read again
 * whenever the tab shows, so a count matches the list it counts.
 */
const ONE_ROW = { page: 1, limit: 1 } as const;
const TOTALS = {
  universities: async (signal: AbortSignal) => (await apiClient.get('/api/universities', { query: ONE_ROW, signal })).pagination.total,
  programs: async (signal: AbortSignal) => (await apiClient.get('/api/admin/programs', { query: ONE_ROW, auth: 'admin', signal })).pagination.total,
  scholarships: async (signal: AbortSignal) => (await apiClient.get('/api/admin/scholarships', { query: ONE_ROW, auth: 'admin', signal })).pagination.total,
  documents: async (signal: AbortSignal) => (await apiClient.get('/api/admin/documents', { query: ONE_ROW, auth: 'admin', signal })).pagination.total,
  // The cities come whole (no pages).
  cities: async (signal: AbortSignal) => (await apiClient.get('/api/cost-of-living', { signal })).data.length,
} satisfies Record<string, (signal: AbortSignal) => Promise<number>>;
export type RecordList = keyof typeof TOTALS;

const totalOf = (list: RecordList, signal: AbortSignal): Promise<number> => TOTALS[list](signal);

const recordCountOptions = (list: RecordList) =>
  queryOptions({ queryKey: ['admin-jobs', 'records', list], queryFn: ({ signal }) => totalOf(list, signal), retry: 1, staleTime: 0 });

export const useRecordCount = (list: RecordList) => useQuery(recordCountOptions(list));

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPagination } from '@dalil/contracts/common/envelope';
import type { TDocument } from '@dalil/contracts/jobs/documents';
import { api } from '../../../shared/api/api-client.ts';

const DOCUMENTS_KEY = ['admin-jobs', 'documents'] as const;

function getDocuments(query: { search?: string; page: number }, signal?: AbortSignal) {
  return api.get<{ data: TDocument[]; pagination: TPagination }>('/api/admin/documents', { admin: true, signal, query: { ...query, limit: 10 } });
}

const documentsOptions = (query: { search?: string; page: number }) =>
  queryOptions({ queryKey: [...DOCUMENTS_KEY, query], queryFn: ({ signal }) => getDocuments(query, signal), placeholderData: keepPreviousData, retry: 1 });

export const useDocuments = (query: { search?: string; page: number }) => useQuery(documentsOptions(query));

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/admin/documents/${encodeURIComponent(id)}`, { admin: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-jobs'] }),
  });
}

/**
 * Which of these documents (made by import jobs) are still here: the job history says so beside
 * each PDF import, so it agrees with the documents list.
 */
export function useExistingDocuments(ids: string[]) {
  return useQuery({
    queryKey: [...DOCUMENTS_KEY, 'existing', ids],
    queryFn: ({ signal }) => api.get<{ data: TDocument[] }>('/api/admin/documents', { admin: true, signal, query: { ids: ids.join(','), limit: 50 } }),
    enabled: ids.length > 0,
    select: (body) => new Set(body.data.map((d) => d.id)),
    retry: 1,
  });
}

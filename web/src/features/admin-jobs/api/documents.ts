import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

const DOCUMENTS_KEY = ['admin-jobs', 'documents'] as const;

function getDocuments(query: { search?: string; page: number }, signal?: AbortSignal) {
  return apiClient.get('/api/admin/documents', { auth: 'admin', signal, query: { ...query, limit: 10 } });
}

const documentsOptions = (query: { search?: string; page: number }) =>
  queryOptions({ queryKey: [...DOCUMENTS_KEY, query], queryFn: ({ signal }) => getDocuments(query, signal), placeholderData: keepPreviousData, retry: 1 });

export const useDocuments = (query: { search?: string; page: number }) => useQuery(documentsOptions(query));

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/admin/documents/{id}', { params: { id }, auth: 'admin' }),
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
    queryFn: ({ signal }) => apiClient.get('/api/admin/documents', { auth: 'admin', signal, query: { ids: ids.join(','), limit: 50 } }),
    enabled: ids.length > 0,
    select: (body) => new Set(body.data.map((d) => d.id)),
    retry: 1,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TListContactMessagesQuery } from '@dalil/contracts/config/contact-message';
import { apiClient } from '../../../shared/api/contract-client.ts';

const KEY = ['admin-contact-messages'] as const;
export type ContactStatus = TListContactMessagesQuery['status'];

function getContactMessages(status: ContactStatus, page: number, signal?: AbortSignal) {
  return apiClient.get('/api/admin/contact-messages', { auth: 'admin', query: { status, page, limit: 20 }, signal });
}

export function useContactMessages(status: ContactStatus, page: number) {
  return useQuery({
    queryKey: [...KEY, status, page] as const,
    queryFn: ({ signal }) => getContactMessages(status, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: 1,
  });
}

function markContactMessage(id: string, handled: boolean) {
  return apiClient.put('/api/admin/contact-messages/{id}', { params: { id }, body: { handled }, auth: 'admin' });
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => markContactMessage(id, handled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

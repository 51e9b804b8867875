import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPagination } from '@dalil/contracts/common/envelope';
import type { TContactMessage, TListContactMessagesQuery } from '@dalil/contracts/config/contact-message';
import { api } from '../../../shared/api/api-client.ts';

const KEY = ['admin-contact-messages'] as const;
export type ContactStatus = TListContactMessagesQuery['status'];

function getContactMessages(status: ContactStatus, page: number, signal?: AbortSignal) {
  return api.get<{ data: TContactMessage[]; pagination: TPagination }>('/api/admin/contact-messages', { admin: true, query: { status, page, limit: 20 }, signal });
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
  return api.put<{ data: TContactMessage }>(`/api/admin/contact-messages/${encodeURIComponent(id)}`, { handled }, { admin: true });
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => markContactMessage(id, handled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { TContactMessageInput } from '@dalil/contracts/config/contact-message';
import { apiClient } from '../../../shared/api/contract-client.ts';

function sendContactMessage(body: TContactMessageInput) {
  return apiClient.post('/api/contact', { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

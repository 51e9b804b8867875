import { useMutation } from '@tanstack/react-query';
import type { TContactMessageInput } from '@dalil/contracts/config/contact-message';
import { api } from '../../../shared/api/api-client.ts';

function sendContactMessage(body: TContactMessageInput): Promise<{ success: true; message: string }> {
  return api.post('/api/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

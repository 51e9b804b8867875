import { NotFound } from '@dalil/service-kit/errors';
import type { TContactMessage } from '@dalil/contracts/config/contact-message';
import type { ContactMessageRepository } from './contact-message-repository.ts';

export async function markContactMessage(repository: ContactMessageRepository, id: string, handled: boolean, administrator: string): Promise<TContactMessage> {
  const message = await repository.setHandled(id, handled, administrator);
  if (!message) throw new NotFound('Contact message not found');
  return message;
}

import { paginate } from '@dalil/contracts/common/envelope';
import type { TListContactMessagesQuery } from '@dalil/contracts/config/contact-message';
import type { ContactMessageRepository } from './contact-message-repository.ts';

export async function listContactMessages(repository: ContactMessageRepository, query: TListContactMessagesQuery) {
  const handled = query.status === 'all' ? undefined : query.status === 'handled';
  const { items, total } = await repository.list({ handled, offset: (query.page - 1) * query.limit, limit: query.limit });
  return { items, pagination: paginate(query.page, query.limit, total) };
}

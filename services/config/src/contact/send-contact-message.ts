import { TooManyRequests } from '@dalil/service-kit/errors';
import type { ZContactMessageInput } from '@dalil/contracts/config/contact-message';
import type { z } from 'zod';
import type { ContactMessageRepository } from './contact-message-repository.ts';
import type { ContactRateLimiter } from './contact-rate-limiter.ts';

/**
 * Stores a visitor's message. A filled honeypot means a bot: it is told the message was sent
 * (so it learns nothing) and nothing is stored. Counted per address before storing.
 */
export async function sendContactMessage(
  deps: { repository: ContactMessageRepository; limiter: ContactRateLimiter },
  input: z.output<typeof ZContactMessageInput>,
  clientAddress: string,
): Promise<{ stored: boolean }> {
  const { allowed, retryAfterSeconds } = await deps.limiter.hit(clientAddress);
  if (!allowed) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    throw new TooManyRequests(`Too many messages from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
  if (input.website && input.website.trim() !== '') return { stored: false };
  await deps.repository.create({ name: input.name, email: input.email, subject: input.subject, message: input.message });
  return { stored: true };
}

import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';

export const CONTACT_SUBJECTS = ['general', 'technical', 'partnership', 'feedback'] as const;
export const ZContactSubject = z.enum(CONTACT_SUBJECTS, { message: 'Choose a subject: general, technical, partnership or feedback' });
export type TContactSubject = z.infer<typeof ZContactSubject>;

/**
 * A visitor's message from the contact page. `website` is a honeypot: the field is hidden from
 * people, so a filled one means a bot (the message is then accepted silently and not stored).
 * The web form validates with this schema too; messages are keys into its translations.
 */
export const ZContactMessageInput = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(2, { message: 'Name must be at least 2 characters' }).max(120, { message: 'Name must be at most 120 characters' }),
  email: z.string({ message: 'Email is required' }).trim().max(254, { message: 'Email must be at most 254 characters' }).pipe(z.email({ message: 'Enter a valid email address' })),
  subject: ZContactSubject,
  message: z.string({ message: 'Message is required' }).trim().min(10, { message: 'Message must be at least 10 characters' }).max(5000, { message: 'Message must be at most 5000 characters' }),
  website: z.string().max(500).optional(),
});
export type TContactMessageInput = z.input<typeof ZContactMessageInput>;

export const ZContactMessage = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: ZContactSubject,
  message: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

export const ZListContactMessagesQuery = ZPageQuery(20).extend({
  status: z.enum(['all', 'handled', 'unhandled'], { message: 'status must be all, handled or unhandled' }).default('all'),
});
export type TListContactMessagesQuery = z.infer<typeof ZListContactMessagesQuery>;

export const ZUpdateContactMessage = z.object({ handled: z.boolean({ message: 'handled must be true or false' }) });
export type TUpdateContactMessage = z.infer<typeof ZUpdateContactMessage>;

import { boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TContactSubject } from '@dalil/contracts/config/contact-message';
import { configSchema } from '../services-config/index.ts';

export const contactMessages = configSchema.table('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').$type<TContactSubject>().notNull(),
  message: text('message').notNull(),
  handled: boolean('handled').notNull().default(false),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: text('handled_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

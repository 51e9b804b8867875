import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSchema } from '../data/index.ts';

export const visitors = authSchema.table('visitors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name'),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

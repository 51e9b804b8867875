import { jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TVisitorLists } from '@dalil/contracts/auth/visitor-lists';
import { authSchema } from '../data/index.ts';
import { visitors } from '../visitors/index.ts';

export type StoredLists = Omit<TVisitorLists, 'updatedAt'>;

export const visitorLists = authSchema.table('visitor_lists', {
  visitorId: uuid('visitor_id')
    .primaryKey()
    .references(() => visitors.id, { onDelete: 'cascade' }),
  lists: jsonb('lists').$type<StoredLists>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

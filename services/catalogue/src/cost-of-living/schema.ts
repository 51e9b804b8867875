import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TCityCostsInput } from '@dalil/contracts/cost-of-living/city-costs';

const catalogue = pgSchema('catalogue');

export const cityCosts = catalogue.table('city_costs', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull(),
  city: text('city').notNull(),
  cityArabic: text('city_arabic').notNull(),
  costs: jsonb('costs').$type<TCityCostsInput['costs']>().notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { boolean, integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const jobsSchema = pgSchema('jobs');

export const scrapeSources = jobsSchema.table('scrape_sources', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  nameArabic: text('name_arabic').notNull(),
  kind: text('kind').notNull().$type<'universities' | 'scholarships' | 'jobs' | 'costs'>(),
  url: text('url').notNull(),
  parserId: text('parser_id').notNull(),
  rendered: boolean('rendered').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  isLocalFixture: boolean('is_local_fixture').notNull().default(false),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastCount: integer('last_count'),
  lastWritten: integer('last_written'),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

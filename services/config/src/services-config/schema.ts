import { boolean, pgSchema, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const configSchema = pgSchema('config');

export const servicesConfig = configSchema.table('services_config', {
  id: smallint('id').primaryKey().default(1),
  isAvailable: boolean('is_available').notNull().default(true),
  googleFormUrl: text('google_form_url').notNull().default(''),
  whatsappNumber: text('whatsapp_number').notNull().default(''),
  message: text('message').notNull().default(''),
  messageArabic: text('message_arabic').notNull().default(''),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

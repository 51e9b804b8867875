import { boolean, date, integer, numeric, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TProgramLanguage, TProgramType } from '@dalil/contracts/catalogue/program';

const catalogue = pgSchema('catalogue');

/**
 * The programs table as the migrations leave it: the one list of its columns in TypeScript
 * (program-repository.ts derives its row type, select list and writes from it). The generated
 * search_vector is left out: nothing writes it.
 */
export const programs = catalogue.table('programs', {
  id: uuid('id').primaryKey().defaultRandom(),
  universityId: uuid('university_id').notNull(),
  universityName: text('university_name').notNull(),
  universityNameArabic: text('university_name_arabic'),
  universityKey: text('university_key').notNull(),
  name: text('name').notNull(),
  nameArabic: text('name_arabic'),
  faculty: text('faculty'),
  facultyArabic: text('faculty_arabic'),
  specialization: text('specialization'),
  specializationArabic: text('specialization_arabic'),
  type: text('type').$type<TProgramType>().notNull(),
  language: text('language').$type<TProgramLanguage>(),
  duration: integer('duration'),
  tuitionAnnual: numeric('tuition_annual', { precision: 12, scale: 2, mode: 'number' }),
  tuitionCurrency: text('tuition_currency').notNull(),
  gpa: numeric('gpa', { precision: 3, scale: 2, mode: 'number' }),
  degree: text('degree'),
  degreeArabic: text('degree_arabic'),
  applicationDeadline: date('application_deadline', { mode: 'string' }),
  applicationDeadlineText: text('application_deadline_text'),
  applicationDeadlineTextArabic: text('application_deadline_text_arabic'),
  onlineAvailable: boolean('online_available').notNull(),
  applicationLink: text('application_link'),
  description: text('description'),
  descriptionArabic: text('description_arabic'),
  isActive: boolean('is_active').notNull(),
  sourceUrl: text('source_url'),
  arabicTranslated: boolean('arabic_translated').notNull(),
  searchNames: text('search_names').notNull(),
  searchText: text('search_text').notNull(),
  editedByAdmin: boolean('edited_by_admin').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

import { boolean, date, integer, numeric, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TScholarship, TScholarshipCoverage, TScholarshipType } from '@dalil/contracts/catalogue/scholarship';

const catalogue = pgSchema('catalogue');

/**
 * The scholarships table as the migrations leave it: the one list of its columns in TypeScript
 * (scholarship-repository.ts derives its row type, select list and writes from it). The generated
 * search_vector is left out: nothing writes it.
 */
export const scholarships = catalogue.table('scholarships', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  nameArabic: text('name_arabic'),
  provider: text('provider'),
  providerArabic: text('provider_arabic'),
  country: text('country'),
  countryArabic: text('country_arabic'),
  type: text('type').$type<TScholarshipType>().notNull(),
  coverage: text('coverage').$type<TScholarshipCoverage>(),
  amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
  currency: text('currency').$type<NonNullable<TScholarship['currency']>>(),
  deadline: date('deadline', { mode: 'string' }),
  deadlineMonth: text('deadline_month'),
  deadlineMonthArabic: text('deadline_month_arabic'),
  amountText: text('amount_text'),
  amountTextArabic: text('amount_text_arabic'),
  gpaRequirement: text('gpa_requirement'),
  gpaRequirementArabic: text('gpa_requirement_arabic'),
  eligibilityGpa: numeric('eligibility_gpa', { precision: 3, scale: 2, mode: 'number' }),
  eligibilityAgeMin: integer('eligibility_age_min'),
  eligibilityAgeMax: integer('eligibility_age_max'),
  eligibilityFields: text('eligibility_fields').array().notNull(),
  eligibilityFieldsArabic: text('eligibility_fields_arabic').array().notNull(),
  eligibilityNationality: text('eligibility_nationality').array().notNull(),
  benefits: text('benefits').array().notNull(),
  benefitsArabic: text('benefits_arabic').array().notNull(),
  level: text('level').array().notNull(),
  applicationLink: text('application_link'),
  description: text('description'),
  descriptionArabic: text('description_arabic'),
  isActive: boolean('is_active').notNull(),
  sourceUrls: text('source_urls').array().notNull(),
  arabicTranslated: boolean('arabic_translated').notNull(),
  // The published status (seed/scholarship-status.csv), written apart by setStatus.
  status: text('status').$type<TScholarship['status']>().notNull(),
  statusNote: text('status_note'),
  statusNoteArabic: text('status_note_arabic'),
  statusSince: text('status_since'),
  statusSinceArabic: text('status_since_arabic'),
  statusSourceName: text('status_source_name'),
  statusSourceNameArabic: text('status_source_name_arabic'),
  statusSourceUrls: text('status_source_urls').array().notNull(),
  searchNames: text('search_names').notNull(),
  searchText: text('search_text').notNull(),
  editedByAdmin: boolean('edited_by_admin').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

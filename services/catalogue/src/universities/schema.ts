import { boolean, integer, jsonb, numeric, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TFormerName, TUniversity, TUniversityType } from '@dalil/contracts/catalogue/university';
import type { StoredFaculty } from '../common/index.ts';

const catalogue = pgSchema('catalogue');

/**
 * The universities table as the migrations leave it: the one list of its columns in TypeScript.
 * The repository's row type, its select list and its write columns and placeholders are derived
 * from it (university-repository.ts). The generated search_vector is left out: nothing writes it.
 */
export const universities = catalogue.table('universities', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  nameArabic: text('name_arabic'),
  description: text('description'),
  descriptionArabic: text('description_arabic'),
  type: text('type').$type<TUniversityType>().notNull(),
  city: text('city'),
  cityArabic: text('city_arabic'),
  governorate: text('governorate'),
  governorateArabic: text('governorate_arabic'),
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
  rankLocal: integer('rank_local'),
  rankGlobal: integer('rank_global'),
  rankSources: jsonb('rank_sources').$type<TUniversity['rankSources']>().notNull(),
  establishedYear: integer('established_year'),
  studentCount: integer('student_count'),
  tuitionMin: numeric('tuition_min', { precision: 12, scale: 2, mode: 'number' }),
  tuitionMax: numeric('tuition_max', { precision: 12, scale: 2, mode: 'number' }),
  tuitionCurrency: text('tuition_currency').notNull().default('EGP'),
  tuitionSource: jsonb('tuition_source').$type<TUniversity['tuitionSource']>(),
  faculties: jsonb('faculties').$type<StoredFaculty[]>().notNull(),
  formerNames: jsonb('former_names').$type<TFormerName[]>().notNull(),
  photoThumbnail: text('photo_thumbnail'),
  photoGallery: text('photo_gallery').array().notNull(),
  website: text('website'),
  applicationLink: text('application_link'),
  sourceUrls: text('source_urls').array().notNull(),
  sourceName: text('source_name'),
  searchNames: text('search_names').notNull(),
  searchText: text('search_text').notNull(),
  editedByAdmin: boolean('edited_by_admin').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

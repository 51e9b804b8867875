import { integer, jsonb, numeric, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TDemandLevel, TWorkEnvironment } from '@dalil/contracts/careers/career-field';
import type { TDataSource } from '@dalil/contracts/common/source';

const catalogue = pgSchema('catalogue');

export const careerFields = catalogue.table('career_fields', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  nameArabic: text('name_arabic').notNull(),
  description: text('description').notNull(),
  descriptionArabic: text('description_arabic').notNull(),
  salaryEntry: integer('salary_entry'),
  salaryMid: integer('salary_mid'),
  salarySenior: integer('salary_senior'),
  salarySource: jsonb('salary_source').$type<TDataSource | null>(),
  demandLevel: text('demand_level').$type<TDemandLevel | null>(),
  demandSource: jsonb('demand_source').$type<TDataSource | null>(),
  growthRate: numeric('growth_rate', { mode: 'number' }),
  growthSource: jsonb('growth_source').$type<TDataSource | null>(),
  topSkills: jsonb('top_skills').$type<string[]>().notNull(),
  topSkillsArabic: jsonb('top_skills_arabic').$type<string[]>().notNull(),
  relatedPrograms: jsonb('related_programs').$type<string[]>().notNull(),
  companies: jsonb('companies').$type<string[]>().notNull(),
  workEnvironment: text('work_environment').$type<TWorkEnvironment>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

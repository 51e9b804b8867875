import { z } from 'zod';
import { ZDataSource } from '../common/source.ts';

export const ZDemandLevel = z.enum(['high', 'medium', 'low'], { message: 'demand must be high, medium or low' });
export type TDemandLevel = z.infer<typeof ZDemandLevel>;
export const ZWorkEnvironment = z.enum(['hybrid', 'office', 'field'], { message: 'workEnvironment must be hybrid, office or field' });
export type TWorkEnvironment = z.infer<typeof ZWorkEnvironment>;

const money = z.number().int().min(0).max(10_000_000).nullable();

/**
 * A career field. Salaries are monthly, in EGP; a figure no trustworthy source gives is null
 * (the page says so instead of showing a number). Sources are stored with the record so a
 * scraper refresh can replace them.
 */
export const ZCareerFieldInput = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/, { message: 'slug must be lower-case letters, digits and dashes' }),
  name: z.string().trim().min(2).max(120),
  nameArabic: z.string().trim().min(2).max(120),
  description: z.string().trim().min(10).max(2000),
  descriptionArabic: z.string().trim().min(10).max(2000),
  averageSalary: z.object({ entry: money, mid: money, senior: money }),
  salarySource: ZDataSource.nullable(),
  demandLevel: ZDemandLevel,
  demandSource: ZDataSource.nullable(),
  growthRate: z.number().min(-100).max(1000).nullable(),
  growthSource: ZDataSource.nullable(),
  topSkills: z.array(z.string().trim().min(1).max(80)).max(20),
  topSkillsArabic: z.array(z.string().trim().min(1).max(80)).max(20),
  /** Keywords searched in the programs list to suggest related graduate programs. */
  relatedPrograms: z.array(z.string().trim().min(1).max(80)).max(10),
  companies: z.array(z.string().trim().min(1).max(120)).max(20),
  workEnvironment: ZWorkEnvironment,
});
export type TCareerFieldInput = z.infer<typeof ZCareerFieldInput>;

export const ZCareerField = ZCareerFieldInput.extend({
  _id: z.string(),
  id: z.string(),
  updatedAt: z.string(),
});
export type TCareerField = z.infer<typeof ZCareerField>;

export const ZListCareersQuery = z.object({
  search: z.string().trim().max(100).optional(),
  demand: z.enum(['all', 'high', 'medium', 'low'], { message: 'demand must be all, high, medium or low' }).default('all'),
});
export type TListCareersQuery = z.infer<typeof ZListCareersQuery>;

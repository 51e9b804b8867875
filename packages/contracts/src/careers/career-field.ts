import { z } from 'zod';
import { ZDataSource } from '../common/source.ts';

export const ZDemandLevel = z.enum(['high', 'medium', 'low'], { message: 'demand must be high, medium or low' });
export type TDemandLevel = z.infer<typeof ZDemandLevel>;
export const ZWorkEnvironment = z.enum(['hybrid', 'office', 'field'], { message: 'workEnvironment must be hybrid, office or field' });
export type TWorkEnvironment = z.infer<typeof ZWorkEnvironment>;

const money = z.number().int().min(0).max(10_000_000).nullable();

/**
 * A career field: what it is (texts in both languages, from seed/career-fields.csv), and the
 * figures an administrator or a scraper sets with their source: average salaries (monthly, EGP),
 * demand level, growth rate. A figure nobody published is null and the page says so; no figure is
 * accepted without its source. The published salary and growth figures themselves come per row
 * with year and publisher (salary-figures.ts, growth-figures.ts).
 */
const careerFieldFields = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/, { message: 'slug must be lower-case letters, digits and dashes' }),
  name: z.string().trim().min(2).max(120),
  nameArabic: z.string().trim().min(2).max(120),
  description: z.string().trim().min(10).max(2000),
  descriptionArabic: z.string().trim().min(10).max(2000),
  averageSalary: z.object({ entry: money, mid: money, senior: money }),
  salarySource: ZDataSource.nullable(),
  /** Null unless a source says how much the field is in demand. */
  demandLevel: ZDemandLevel.nullable(),
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

/** PUT /api/admin/careers/{id}: a salary, growth rate or demand level only with the source that gives it. */
export const ZCareerFieldInput = careerFieldFields.superRefine((field, ctx) => {
  const salary = field.averageSalary.entry !== null || field.averageSalary.mid !== null || field.averageSalary.senior !== null;
  if (salary && !field.salarySource) ctx.addIssue({ code: 'custom', path: ['salarySource'], message: 'A salary figure needs its source (salarySource)' });
  if (field.growthRate !== null && !field.growthSource) ctx.addIssue({ code: 'custom', path: ['growthSource'], message: 'A growth rate needs its source (growthSource)' });
  if (field.demandLevel !== null && !field.demandSource) ctx.addIssue({ code: 'custom', path: ['demandSource'], message: 'A demand level needs its source (demandSource)' });
});
export type TCareerFieldInput = z.infer<typeof ZCareerFieldInput>;

export const ZCareerField = careerFieldFields.extend({
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

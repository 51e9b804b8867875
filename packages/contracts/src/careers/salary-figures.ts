/**
 * Salary figures by career field and level, each as its source published it (monthly EGP, with
 * year and publisher). For a level, the figures shown are the most recent year's; rows the source
 * marks as proxies, anecdotes, context or demand indicators are notes, never the salary. A row
 * that is one employer's job advert says so.
 */
import { z } from 'zod';
import { ZFigureSource } from '../common/source.ts';

export const SALARY_LEVELS = ['entry', 'mid', 'senior', 'all'] as const;
export type TSalaryLevel = (typeof SALARY_LEVELS)[number];

/**
 * What a row is: a published figure (a survey, an official average, a pay scale), one employer's
 * advertised range, a proxy (another role's pay, e.g. doctors' for healthcare management), an
 * anecdote, or an indicator (demand, context) that is not a salary.
 */
export const SALARY_FIGURE_KINDS = ['published', 'advert', 'proxy', 'anecdote', 'indicator'] as const;
export const ZSalaryFigureKind = z.enum(SALARY_FIGURE_KINDS);
export type TSalaryFigureKind = z.infer<typeof ZSalaryFigureKind>;

export const ZSalaryFigure = z
  .object({
    /** The level as the source labels it ("mid (3-5 years)"), and Dalil's Arabic for it. */
    levelLabel: z.string(),
    levelLabelArabic: z.string().nullable(),
    kind: ZSalaryFigureKind,
    low: z.number().int().nullable(),
    high: z.number().int().nullable(),
    typical: z.number().int().nullable(),
    /** What the number is (role, gross or net, survey size), as the source file words it, and Dalil's Arabic translation. */
    notes: z.string().nullable(),
    notesArabic: z.string().nullable(),
  })
  .extend(ZFigureSource.shape);
export type TSalaryFigure = z.infer<typeof ZSalaryFigure>;

/** The pseudo-field of the rows for every field (national average wage, minimum wage, civil-service scale). */
export const ALL_FIELDS = 'all-fields';

export const ZCareerSalaries = z.object({
  /** Career field slug, e.g. software-engineering; ALL_FIELDS for the rows about every field. */
  field: z.string(),
  entry: z.array(ZSalaryFigure),
  mid: z.array(ZSalaryFigure),
  senior: z.array(ZSalaryFigure),
  /** Figures for every level together (sector averages). */
  all: z.array(ZSalaryFigure),
  /** Proxies, anecdotes, context and demand indicators: shown as notes only. */
  context: z.array(ZSalaryFigure),
});
export type TCareerSalaries = z.infer<typeof ZCareerSalaries>;

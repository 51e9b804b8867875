/**
 * Salary figures by career field and level, each as its source published it (monthly EGP, with
 * year and source). For a level, the figures shown are the most recent year's; rows the source
 * marks as proxies, anecdotes, context or demand indicators are notes, never the salary.
 */
import { z } from 'zod';
import { ZFigureSource } from '../common/source.ts';

export const SALARY_LEVELS = ['entry', 'mid', 'senior', 'all'] as const;
export type TSalaryLevel = (typeof SALARY_LEVELS)[number];

export const ZSalaryFigure = z
  .object({
    /** The level as the source labels it ("mid (3-5 years)"). */
    levelLabel: z.string(),
    low: z.number().int().nullable(),
    high: z.number().int().nullable(),
    typical: z.number().int().nullable(),
    /** What the number is (role, gross or net, survey size), as the source file words it. */
    notes: z.string().nullable(),
  })
  .extend(ZFigureSource.shape);
export type TSalaryFigure = z.infer<typeof ZSalaryFigure>;

export const ZCareerSalaries = z.object({
  /** Career field slug, e.g. software-engineering. */
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

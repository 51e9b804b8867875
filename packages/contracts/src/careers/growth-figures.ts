/**
 * Growth and demand indicators per career field (seed/career-growth.csv): a sector's growth, its
 * share of GDP or of employment, workforce counts, forecasts — each with its unit, year and
 * publisher. A forecast or a target says it is one.
 */
import { z } from 'zod';
import { ZFigureSource } from '../common/source.ts';

export const ZGrowthFigure = z
  .object({
    indicator: z.string(),
    indicatorArabic: z.string().nullable(),
    value: z.number(),
    unit: z.string(),
    unitArabic: z.string().nullable(),
    /** A forecast or a target, not a measured figure. */
    forecast: z.boolean(),
    notes: z.string().nullable(),
    notesArabic: z.string().nullable(),
  })
  .extend(ZFigureSource.shape);
export type TGrowthFigure = z.infer<typeof ZGrowthFigure>;

export const ZCareerGrowth = z.object({
  /** Career field slug; "all-fields" for the economy as a whole. */
  field: z.string(),
  /** Newest first. */
  figures: z.array(ZGrowthFigure),
});
export type TCareerGrowth = z.infer<typeof ZCareerGrowth>;

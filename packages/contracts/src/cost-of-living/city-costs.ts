import { z } from 'zod';
import { ZDataSource } from '../common/source.ts';

export const COST_CATEGORIES = ['housing', 'food', 'transport', 'utilities', 'education', 'entertainment'] as const;
export type TCostCategory = (typeof COST_CATEGORIES)[number];

/**
 * One monthly figure in EGP with what exactly it measures and where it comes from. `amount`
 * is null when no trustworthy source gives one; the page then says so.
 */
export const ZCostFigure = z
  .object({
    amount: z.number().int().min(0).max(1_000_000).nullable(),
    basis: z.string().trim().max(300),
    basisArabic: z.string().trim().max(300),
    source: ZDataSource.nullable(),
  })
  .refine((f) => f.amount === null || f.source !== null, { message: 'A figure needs its source', path: ['source'] });
export type TCostFigure = z.infer<typeof ZCostFigure>;

export const ZCityCostsInput = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/, { message: 'slug must be lower-case letters, digits and dashes' }),
  city: z.string().trim().min(2).max(80),
  cityArabic: z.string().trim().min(2).max(80),
  costs: z.object({
    housing: ZCostFigure,
    food: ZCostFigure,
    transport: ZCostFigure,
    utilities: ZCostFigure,
    education: ZCostFigure,
    entertainment: ZCostFigure,
  }),
});
export type TCityCostsInput = z.infer<typeof ZCityCostsInput>;

export const ZCityCosts = ZCityCostsInput.extend({ _id: z.string(), id: z.string(), updatedAt: z.string() });
export type TCityCosts = z.infer<typeof ZCityCosts>;

/**
 * Prices a student pays, as published per city (a metro ticket, a dorm bed, a koshary meal):
 * the amount in the source's own words ("6-15", "150 / 350"), its unit and its year. They are
 * listed, not added up: the sources price different things in different units.
 */
import { z } from 'zod';

export const NATIONWIDE = 'Egypt (nationwide)';

export const ZLivingCostPrice = z.object({
  item: z.string(),
  amount: z.string(),
  unit: z.string(),
  /** Null when the source gives no year ("c.2024 (undated)" is kept in yearText). */
  year: z.number().int().nullable(),
  yearText: z.string().nullable(),
  sourceName: z.string(),
  sourceUrls: z.array(z.string()),
});
export type TLivingCostPrice = z.infer<typeof ZLivingCostPrice>;

export const ZCityPrices = z.object({
  city: z.string(),
  cityArabic: z.string().nullable(),
  nationwide: z.boolean(),
  prices: z.array(ZLivingCostPrice),
});
export type TCityPrices = z.infer<typeof ZCityPrices>;

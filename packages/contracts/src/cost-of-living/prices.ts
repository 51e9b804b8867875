/**
 * Prices a student pays, as published per city (a metro ticket, a dorm bed, a koshary meal):
 * the amount in the source's own words ("6-15", "150 / 350"), its unit and its year. They are
 * listed, not added up: the sources price different things in different units.
 */
import { z } from 'zod';

export const NATIONWIDE = 'Egypt (nationwide)';

export const ZLivingCostPrice = z.object({
  item: z.string(),
  itemArabic: z.string().nullable(),
  amount: z.string(),
  unit: z.string(),
  unitArabic: z.string().nullable(),
  /** Null when the source gives no year ("c.2024 (undated)" is kept in yearText). */
  year: z.number().int().nullable(),
  yearText: z.string().nullable(),
  yearTextArabic: z.string().nullable(),
  sourceName: z.string(),
  /** The publisher's name in Arabic script ("مصراوي"), with the data's remark in Arabic. */
  sourceNameArabic: z.string().nullable(),
  sourceUrls: z.array(z.string()),
  /** The Arabic texts are Dalil's translation of the data's English (the page says so). */
  arabicTranslated: z.boolean(),
});
export type TLivingCostPrice = z.infer<typeof ZLivingCostPrice>;

export const ZCityPrices = z.object({
  city: z.string(),
  cityArabic: z.string().nullable(),
  nationwide: z.boolean(),
  prices: z.array(ZLivingCostPrice),
});
export type TCityPrices = z.infer<typeof ZCityPrices>;

/**
 * Prices a student pays, as published per city (a metro ticket, a dorm bed, a koshary meal):
 * the amount in the source's own words ("6-15", "150 / 350"), its unit and its year. They are
 * listed, not added up: the sources price different things in different units.
 */
import { z } from 'zod';
import { ZFigureSource } from '../common/source.ts';

export const NATIONWIDE = 'Egypt (nationwide)';

/**
 * `year`: the year as published, a number when the source gives one ("c.2024 (undated)" stays as
 * worded, in `yearText` too, with Dalil's Arabic for it); null when it gives none.
 */
export const ZLivingCostPrice = z
  .object({
    item: z.string(),
    itemArabic: z.string().nullable(),
    amount: z.string(),
    unit: z.string(),
    unitArabic: z.string().nullable(),
    yearText: z.string().nullable(),
    yearTextArabic: z.string().nullable(),
    /** The publisher's name in Arabic script ("مصراوي"), with the data's remark in Arabic. */
    sourceNameArabic: z.string().nullable(),
    /** The Arabic texts are Dalil's translation of the data's English (the page says so). */
    arabicTranslated: z.boolean(),
  })
  .extend(ZFigureSource.shape);
export type TLivingCostPrice = z.infer<typeof ZLivingCostPrice>;

export const ZCityPrices = z.object({
  city: z.string(),
  cityArabic: z.string().nullable(),
  nationwide: z.boolean(),
  prices: z.array(ZLivingCostPrice),
});
export type TCityPrices = z.infer<typeof ZCityPrices>;

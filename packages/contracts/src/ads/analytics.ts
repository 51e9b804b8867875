import { z } from 'zod';

export const ZDailyCounts = z.object({
  day: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number(),
});
export type TDailyCounts = z.infer<typeof ZDailyCounts>;

export const ZAdStats = z.object({
  adId: z.string(),
  kind: z.enum(['ad', 'banner']),
  title: z.string(),
  position: z.string(),
  isActive: z.boolean(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Click-through rate in percent, two decimals. */
  ctr: z.number(),
  daily: z.array(ZDailyCounts),
});
export type TAdStats = z.infer<typeof ZAdStats>;

export const ZAdsAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ impressions: z.number().int(), clicks: z.number().int(), ctr: z.number() }),
  ads: z.array(ZAdStats),
  daily: z.array(ZDailyCounts),
});
export type TAdsAnalytics = z.infer<typeof ZAdsAnalytics>;

export const ZAdsAnalyticsQuery = z.object({
  days: z.coerce.number({ message: 'days must be a number' }).int({ message: 'days must be a whole number' }).min(1, { message: 'days must be from 1 to 365' }).max(365, { message: 'days must be from 1 to 365' }).default(30),
  adId: z.preprocess((v) => (v === '' ? undefined : v), z.string().uuid({ message: 'adId must be a valid id' }).optional()),
});
export type TAdsAnalyticsQuery = z.infer<typeof ZAdsAnalyticsQuery>;

/** Click-through rate in percent, rounded to two decimals; 0 without impressions. */
export function clickThroughRate(impressions: number, clicks: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : 0;
}

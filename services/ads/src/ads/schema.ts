import { bigint, boolean, date, integer, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TAdOrigin, TAdType } from '@dalil/contracts/ads/ad';

const adsSchema = pgSchema('ads');

export const ads = adsSchema.table('ads', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  titleArabic: text('title_arabic').notNull(),
  description: text('description').notNull(),
  descriptionArabic: text('description_arabic').notNull(),
  type: text('type').$type<TAdType>().notNull(),
  mediaUrl: text('media_url'),
  markup: text('markup'),
  clickUrl: text('click_url'),
  position: text('position').$type<'homepage-hero' | 'sidebar' | 'interstitial' | 'banner'>().notNull(),
  priority: integer('priority').notNull().default(5),
  targetAudience: text('target_audience').array().notNull().default([]),
  targetPages: text('target_pages').array().notNull().default(['all']),
  origin: text('origin').$type<TAdOrigin>().notNull().default('ad-form'),
  createdBy: text('created_by'),
  isActive: boolean('is_active').notNull().default(true),
  startDate: timestamp('start_date', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adDailyStats = adsSchema.table(
  'ad_daily_stats',
  {
    adId: uuid('ad_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] })],
);

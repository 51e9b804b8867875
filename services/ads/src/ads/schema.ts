import { bigint, boolean, date, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const adsSchema = pgSchema('ads');

export const ads = adsSchema.table('ads', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  titleArabic: text('title_arabic').notNull(),
  description: text('description').notNull(),
  descriptionArabic: text('description_arabic').notNull(),
  type: text('type').$type<'image' | 'video'>().notNull(),
  mediaUrl: text('media_url').notNull(),
  clickUrl: text('click_url'),
  position: text('position').$type<'homepage-hero' | 'sidebar' | 'interstitial' | 'banner'>().notNull(),
  priority: integer('priority').notNull().default(5),
  targetAudience: text('target_audience').array().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  startDate: timestamp('start_date', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bannerAds = adsSchema.table('banner_ads', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  position: text('position').$type<'top-banner' | 'bottom-banner' | 'left-sidebar' | 'right-sidebar'>().notNull(),
  type: text('type').$type<'image' | 'html' | 'adsense'>().notNull(),
  content: jsonb('content')
    .$type<{ imageUrl?: string; linkUrl?: string; altText?: string; htmlContent?: string; adsenseCode?: string }>()
    .notNull(),
  targeting: jsonb('targeting').$type<{ pages: string[]; userTypes: string[] }>().notNull(),
  startDate: timestamp('start_date', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: text('created_by').notNull(),
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

import { and, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@dalil/service-kit/database';
import type { TAd, TAdListQuery, TAdOrigin, TAdPosition, TAdValues } from '@dalil/contracts/ads/ad';
import { AD_POSITION_SLOT } from '@dalil/contracts/ads/slots';
import { adDailyStats, ads } from './schema.ts';
import { recordIds } from '@dalil/contracts/common/record-ids';

type AdRow = typeof ads.$inferSelect;

/** Active and inside its dates (a missing date leaves that side open). */
function liveAt(table: { isActive: AnyPgColumn; startDate: AnyPgColumn; endDate: AnyPgColumn }, now: Date) {
  return and(eq(table.isActive, true), or(isNull(table.startDate), lte(table.startDate, now)), or(isNull(table.endDate), gte(table.endDate, now)));
}

/** Totals per ad from the daily counts, joined into ad queries. */
function totalsFor(idColumn: AnyPgColumn) {
  return {
    impressions: sql<number>`coalesce((select sum(${adDailyStats.impressions}) from ${adDailyStats} where ${adDailyStats.adId} = ${idColumn}), 0)::bigint`.mapWith(Number),
    clicks: sql<number>`coalesce((select sum(${adDailyStats.clicks}) from ${adDailyStats} where ${adDailyStats.adId} = ${idColumn}), 0)::bigint`.mapWith(Number),
  };
}

function toAd(row: AdRow & { impressions: number; clicks: number }): TAd {
  return {
    ...recordIds(row.id),
    kind: 'ad',
    title: row.title,
    titleArabic: row.titleArabic,
    description: row.description,
    descriptionArabic: row.descriptionArabic,
    type: row.type,
    mediaUrl: row.mediaUrl,
    markup: row.markup,
    clickUrl: row.clickUrl,
    link: row.clickUrl,
    position: row.position,
    slot: AD_POSITION_SLOT[row.position],
    priority: row.priority,
    targetAudience: row.targetAudience,
    targetPages: row.targetPages,
    isActive: row.isActive,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    analytics: { impressions: row.impressions, clicks: row.clicks },
    impressionCount: row.impressions,
    clickCount: row.clicks,
    origin: row.origin,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Who created an ad and with which form; set once, kept by every edit. */
export interface AdCreation {
  origin: TAdOrigin;
  createdBy: string | null;
}

function columnsOf(values: TAdValues & { targetPages?: string[] }) {
  return {
    title: values.title,
    titleArabic: values.titleArabic,
    description: values.description,
    descriptionArabic: values.descriptionArabic,
    type: values.type,
    // Each type keeps only what it shows: media for image and video, code for html and adsense.
    mediaUrl: values.mediaUrl ?? null,
    markup: values.type === 'html' || values.type === 'adsense' ? (values.markup ?? null) : null,
    clickUrl: values.clickUrl ?? null,
    position: values.position,
    priority: values.priority,
    targetAudience: values.targetAudience,
    ...(values.targetPages ? { targetPages: values.targetPages } : {}),
    isActive: values.isActive,
    startDate: values.startDate ?? null,
    endDate: values.endDate ?? null,
  };
}

export function createAdRepository(db: Database) {
  const selection = { ...totalsFor(ads.id) };
  const select = () => db.select({ ad: ads, ...selection }).from(ads);
  const flatten = (rows: Array<{ ad: AdRow; impressions: number; clicks: number }>) =>
    rows.map((r) => toAd({ ...r.ad, impressions: r.impressions, clicks: r.clicks }));

  return {
    async list(query: TAdListQuery): Promise<TAd[]> {
      const filters: SQL[] = [];
      if (query.position) filters.push(eq(ads.position, query.position));
      if (query.origin) filters.push(eq(ads.origin, query.origin));
      if (query.type) filters.push(eq(ads.type, query.type));
      if (query.isActive) filters.push(eq(ads.isActive, query.isActive === 'true'));
      const rows = await select()
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(ads.priority), desc(ads.createdAt));
      return flatten(rows);
    },
    /** Active ads inside their date window, highest priority first. */
    async listLive(position: TAdPosition, now: Date): Promise<TAd[]> {
      const rows = await select()
        .where(and(eq(ads.position, position), liveAt(ads, now)))
        .orderBy(desc(ads.priority), desc(ads.createdAt));
      return flatten(rows);
    },
    async findById(id: string): Promise<TAd | undefined> {
      return flatten(await select().where(eq(ads.id, id)).limit(1))[0];
    },
    async create(values: TAdValues & { targetPages?: string[] }, creation: AdCreation): Promise<string> {
      const rows = await db.insert(ads).values({ ...columnsOf(values), ...creation }).returning({ id: ads.id });
      return rows[0]!.id;
    },
    async replace(id: string, values: TAdValues & { targetPages?: string[] }): Promise<boolean> {
      const rows = await db.update(ads).set({ ...columnsOf(values), updatedAt: new Date() }).where(eq(ads.id, id)).returning({ id: ads.id });
      return rows.length > 0;
    },
    async setActive(id: string, isActive: boolean): Promise<boolean> {
      const rows = await db.update(ads).set({ isActive, updatedAt: new Date() }).where(eq(ads.id, id)).returning({ id: ads.id });
      return rows.length > 0;
    },
    async delete(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(ads).where(eq(ads.id, id)).returning({ id: ads.id });
        await tx.delete(adDailyStats).where(eq(adDailyStats.adId, id));
        return rows.length > 0;
      });
    },
    async ids(): Promise<string[]> {
      return (await db.select({ id: ads.id }).from(ads)).map((r) => r.id);
    },
  };
}
export type AdRepository = ReturnType<typeof createAdRepository>;

import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@dalil/service-kit/database';
import type { TBannerAd, TBannerAdValues, TBannerSlot } from '@dalil/contracts/ads/banner-ad';
import { adDailyStats, bannerAds } from '../ads/schema.ts';
import { liveAt, totalsFor } from '../ads/ad-repository.ts';

type BannerRow = typeof bannerAds.$inferSelect;

function toBannerAd(row: BannerRow, impressions: number, clicks: number): TBannerAd {
  const content = Object.fromEntries(Object.entries(row.content).filter(([, v]) => typeof v === 'string' && v !== '')) as TBannerAd['content'];
  const scheduling = { startDate: row.startDate?.toISOString() ?? null, endDate: row.endDate?.toISOString() ?? null, isActive: row.isActive };
  return {
    _id: row.id,
    id: row.id,
    kind: 'banner',
    name: row.name,
    position: row.position,
    type: row.type,
    content,
    targeting: row.targeting,
    scheduling,
    isActive: row.isActive,
    createdBy: row.createdBy,
    analytics: { impressions, clicks },
    impressionCount: impressions,
    clickCount: clicks,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columnsOf(values: TBannerAdValues) {
  return {
    name: values.name,
    position: values.position,
    type: values.type,
    // Blank and cleared parts are not stored.
    content: Object.fromEntries(Object.entries(values.content).filter(([, v]) => typeof v === 'string' && v !== '')) as BannerRow['content'],
    targeting: values.targeting,
    startDate: values.scheduling.startDate ?? null,
    endDate: values.scheduling.endDate ?? null,
    isActive: values.scheduling.isActive,
  };
}

export function createBannerAdRepository(db: Database) {
  const select = () => db.select({ banner: bannerAds, ...totalsFor(bannerAds.id) }).from(bannerAds);
  const flatten = (rows: Array<{ banner: BannerRow; impressions: number; clicks: number }>) =>
    rows.map((r) => toBannerAd(r.banner, r.impressions, r.clicks));

  return {
    async list(): Promise<TBannerAd[]> {
      return flatten(await select().orderBy(desc(bannerAds.createdAt)));
    },
    /** Active banner ads of a slot inside their schedule, newest first. */
    async listLive(position: TBannerSlot, now: Date): Promise<TBannerAd[]> {
      const rows = await select()
        .where(and(eq(bannerAds.position, position), liveAt(bannerAds, now)))
        .orderBy(desc(bannerAds.createdAt));
      return flatten(rows);
    },
    async findById(id: string): Promise<TBannerAd | undefined> {
      return flatten(await select().where(eq(bannerAds.id, id)).limit(1))[0];
    },
    async create(values: TBannerAdValues, createdBy: string): Promise<string> {
      const rows = await db.insert(bannerAds).values({ ...columnsOf(values), createdBy }).returning({ id: bannerAds.id });
      return rows[0]!.id;
    },
    async replace(id: string, values: TBannerAdValues): Promise<boolean> {
      const rows = await db.update(bannerAds).set({ ...columnsOf(values), updatedAt: new Date() }).where(eq(bannerAds.id, id)).returning({ id: bannerAds.id });
      return rows.length > 0;
    },
    async setActive(id: string, isActive: boolean): Promise<boolean> {
      const rows = await db.update(bannerAds).set({ isActive, updatedAt: new Date() }).where(eq(bannerAds.id, id)).returning({ id: bannerAds.id });
      return rows.length > 0;
    },
    async delete(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(bannerAds).where(eq(bannerAds.id, id)).returning({ id: bannerAds.id });
        await tx.delete(adDailyStats).where(eq(adDailyStats.adId, id));
        return rows.length > 0;
      });
    },
    async ids(): Promise<string[]> {
      return (await db.select({ id: bannerAds.id }).from(bannerAds)).map((r) => r.id);
    },
  };
}
export type BannerAdRepository = ReturnType<typeof createBannerAdRepository>;

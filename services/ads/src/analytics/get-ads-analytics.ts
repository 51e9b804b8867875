import type pg from 'pg';
import { clickThroughRate, type TAdsAnalytics, type TAdsAnalyticsQuery, type TDailyCounts } from '@dalil/contracts/ads/analytics';

const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit', day: '2-digit' });

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
  return days;
}

/**
 * Impressions, clicks and click-through rate per ad (whichever form created it) and per day over the last
 * `days` days (Cairo calendar), every day present (zeros included) so charts need no gap logic.
 */
export async function getAdsAnalytics(pool: pg.Pool, query: TAdsAnalyticsQuery, now = new Date()): Promise<TAdsAnalytics> {
  const to = cairoDay.format(now);
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (query.days - 1));
  const from = start.toISOString().slice(0, 10);
  const days = daysBetween(from, to);

  const ads = await pool.query<{ id: string; kind: 'ad' | 'banner'; title: string; position: string; is_active: boolean }>(
    `select id, case origin when 'banner-form' then 'banner' else 'ad' end as kind, title, position, is_active
     from ads where $1::uuid is null or id = $1 order by created_at desc`,
    [query.adId ?? null],
  );
  const stats = await pool.query<{ ad_id: string; day: string; impressions: string; clicks: string }>(
    `select ad_id, to_char(day, 'YYYY-MM-DD') as day, impressions, clicks from ad_daily_stats
     where day between $1::date and $2::date and ($3::uuid is null or ad_id = $3)`,
    [from, to, query.adId ?? null],
  );
  const byAd = new Map<string, Map<string, { impressions: number; clicks: number }>>();
  for (const row of stats.rows) {
    let perDay = byAd.get(row.ad_id);
    if (!perDay) byAd.set(row.ad_id, (perDay = new Map()));
    perDay.set(row.day, { impressions: Number(row.impressions), clicks: Number(row.clicks) });
  }
  const overall = new Map(days.map((d) => [d, { impressions: 0, clicks: 0 }]));
  const rows = ads.rows.map((ad) => {
    const perDay = byAd.get(ad.id);
    const daily: TDailyCounts[] = days.map((day) => {
      const c = perDay?.get(day) ?? { impressions: 0, clicks: 0 };
      const sum = overall.get(day)!;
      sum.impressions += c.impressions;
      sum.clicks += c.clicks;
      return { day, ...c, ctr: clickThroughRate(c.impressions, c.clicks) };
    });
    const impressions = daily.reduce((n, d) => n + d.impressions, 0);
    const clicks = daily.reduce((n, d) => n + d.clicks, 0);
    return { adId: ad.id, kind: ad.kind, title: ad.title, position: ad.position, isActive: ad.is_active, impressions, clicks, ctr: clickThroughRate(impressions, clicks), daily };
  });
  const impressions = rows.reduce((n, r) => n + r.impressions, 0);
  const clicks = rows.reduce((n, r) => n + r.clicks, 0);
  return {
    from,
    to,
    totals: { impressions, clicks, ctr: clickThroughRate(impressions, clicks) },
    ads: rows,
    daily: days.map((day) => {
      const c = overall.get(day)!;
      return { day, ...c, ctr: clickThroughRate(c.impressions, c.clicks) };
    }),
  };
}

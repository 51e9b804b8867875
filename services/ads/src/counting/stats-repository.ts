import type pg from 'pg';

export interface CountedEvent {
  streamId: string;
  adId: string;
  kind: 'impression' | 'click';
  day: string;
}

/**
 * Adds a batch of events to the daily counts in one statement (so one transaction): stream ids
 * already recorded are skipped, which makes a replayed batch count once.
 * Returns how many events were new.
 */
export async function addEventsToDailyStats(pool: pg.Pool, events: CountedEvent[]): Promise<number> {
  if (!events.length) return 0;
  const result = await pool.query<{ added: string }>(
    `with ev(stream_id, ad_id, kind, day) as (
       select * from unnest($1::text[], $2::uuid[], $3::text[], $4::date[])
     ),
     fresh as (
       insert into processed_ad_events (stream_id) select stream_id from ev
       on conflict (stream_id) do nothing
       returning stream_id
     ),
     totals as (
       select ev.ad_id, ev.day,
              count(*) filter (where ev.kind = 'impression') as impressions,
              count(*) filter (where ev.kind = 'click') as clicks
       from ev join fresh using (stream_id)
       group by ev.ad_id, ev.day
     ),
     upserted as (
       insert into ad_daily_stats (ad_id, day, impressions, clicks)
       select ad_id, day, impressions, clicks from totals
       on conflict (ad_id, day) do update
         set impressions = ad_daily_stats.impressions + excluded.impressions,
             clicks = ad_daily_stats.clicks + excluded.clicks
       returning 1
     )
     select (select count(*) from fresh) as added`,
    [events.map((e) => e.streamId), events.map((e) => e.adId), events.map((e) => e.kind), events.map((e) => e.day)],
  );
  return Number(result.rows[0]?.added ?? 0);
}

/** Forgets counted stream ids older than a day: by then no entry can be delivered again. */
export async function pruneProcessedEvents(pool: pg.Pool): Promise<void> {
  await pool.query(`delete from processed_ad_events where processed_at < now() - interval '1 day'`);
}

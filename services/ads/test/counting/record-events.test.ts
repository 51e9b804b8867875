import { describe, expect, it } from 'vitest';
import { type AdsApp, useAdsApp, openAdsApp } from '../open-ads-app.ts';

async function totals(t: AdsApp, id: string) {
  const rows = await t.ctx.database.pool.query<{ impressions: string; clicks: string }>(
    'select coalesce(sum(impressions),0) as impressions, coalesce(sum(clicks),0) as clicks from ads.ad_daily_stats where ad_id = $1',
    [id],
  );
  return { impressions: Number(rows.rows[0]!.impressions), clicks: Number(rows.rows[0]!.clicks) };
}

const visitor = (n: number) => ({ 'x-forwarded-for': `10.0.${Math.floor(n / 250)}.${n % 250}`, 'user-agent': `test-agent-${n}` });

describe('impressions and clicks', () => {
  const t = useAdsApp();

  it('when an impression or click is posted, then it answers 202 {success:true} on both paths', async () => {
    const ad = await t.createAd();
    for (const url of [`/api/ads/${ad._id}/impression`, `/ads/${ad._id}/impression`, `/api/ads/${ad._id}/click`, `/ads/${ad._id}/click`]) {
      const response = await t.app.inject({ method: 'POST', url, headers: visitor(url.length) });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true });
    }
  });

  it('when the id is unknown, then it answers 404; when malformed, 400', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/ads/6d1f8a5e-8f0b-4c55-9a55-3b1f6f8c2e11/impression' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/ads/123/click' });
    expect(malformed.statusCode).toBe(400);
  });

  it('when a banner ad is shown and clicked, then its counts are recorded too', async () => {
    const banner = await t.app.inject({
      method: 'POST',
      url: '/enhanced-admin/banner-ads',
      headers: t.admin,
      payload: { name: 'b', position: 'left-sidebar', type: 'html', content: { htmlContent: '<p>hi</p>' } },
    });
    const id = banner.json().data._id;
    expect((await t.app.inject({ method: 'POST', url: `/ads/${id}/impression`, headers: visitor(1) })).statusCode).toBe(202);
    expect((await t.app.inject({ method: 'POST', url: `/ads/${id}/click`, headers: visitor(1) })).statusCode).toBe(202);
    await t.adEvents.drain();
    expect(await totals(t, id)).toEqual({ impressions: 1, clicks: 1 });
  });

  it('when one visitor reloads in a loop, then one impression per window and one click per window count', async () => {
    const ad = await t.createAd();
    for (let i = 0; i < 5; i++) {
      await t.app.inject({ method: 'POST', url: `/api/ads/${ad._id}/impression`, headers: visitor(7) });
      await t.app.inject({ method: 'POST', url: `/api/ads/${ad._id}/click`, headers: visitor(7) });
    }
    // Another visitor (different address and browser) counts separately.
    await t.app.inject({ method: 'POST', url: `/api/ads/${ad._id}/impression`, headers: visitor(8) });
    await t.adEvents.drain();
    expect(await totals(t, ad._id)).toEqual({ impressions: 2, clicks: 1 });
  });

  it('when the admin list is read after counting, then analytics and the count fields show the totals', async () => {
    const ad = await t.createAd({ title: 'counted' });
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'POST', url: `/api/ads/${ad._id}/impression`, headers: visitor(100 + i) });
    await t.app.inject({ method: 'POST', url: `/api/ads/${ad._id}/click`, headers: visitor(100) });
    await t.adEvents.drain();
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/ads', headers: t.admin })).json().data as Array<Record<string, unknown>>;
    expect(list.find((a) => a._id === ad._id)).toMatchObject({ analytics: { impressions: 3, clicks: 1 }, impressionCount: 3, clickCount: 1 });
  });

  it('when events are accepted, repeated and counted, then /metrics shows accepted against counted', async () => {
    const metric = async (line: string) => {
      const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      return Number(new RegExp(`^${line.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);
    };
    const queued = 'dalil_ad_events_accepted_total{kind="impression",outcome="queued",service="ads"}';
    const repeat = 'dalil_ad_events_accepted_total{kind="impression",outcome="repeat",service="ads"}';
    const counted = 'dalil_ad_events_counted_total{service="ads"}';
    await t.adEvents.drain();
    const before = { queued: await metric(queued), repeat: await metric(repeat), counted: await metric(counted) };
    expect(Object.values(before).every(Number.isFinite)).toBe(true);
    const ad = await t.createAd();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'POST', url: `/api/ads/${ad._id}/impression`, headers: visitor(300 + i) });
    await t.app.inject({ method: 'POST', url: `/api/ads/${ad._id}/impression`, headers: visitor(300) });
    expect(await metric(queued)).toBe(before.queued + 3);
    expect(await metric(repeat)).toBe(before.repeat + 1);
    expect(await metric(counted)).toBe(before.counted);
    await t.adEvents.drain();
    expect(await metric(counted)).toBe(before.counted + 3);
  });
});

describe('counting across a restart', () => {
  it('when the service stops after accepting events and a new instance starts, then every event is counted once', async () => {
    // First instance: accepts events, its consumer never runs (a crash before the write).
    const first = await openAdsApp({ consumer: false });
    const ad = await first.createAd();
    const sent = 120;
    for (let n = 0; n < sent; n++) {
      const response = await first.app.inject({ method: 'POST', url: `/api/ads/${ad._id}/impression`, headers: visitor(n) });
      expect(response.statusCode).toBe(202);
    }
    await first.app.close();

    // A second instance over the same database and Redis counts what the first accepted.
    const { buildApp } = await import('../../src/app.ts');
    const second = await buildApp(first.ctx);
    await second.ready();
    try {
      const deadline = Date.now() + 10_000;
      let counted = 0;
      while (Date.now() < deadline) {
        counted = (await totals(first, ad._id)).impressions;
        if (counted >= sent) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(counted).toBe(sent);
    } finally {
      await second.close();
      await first.close().catch(() => undefined);
    }
  });

  it('when a consumer read a batch and died before writing, then another instance reclaims it and counts it once', async () => {
    const t = await openAdsApp({ consumer: false, env: { ADS_CLAIM_IDLE_MS: '100' } });
    try {
      const ad = await t.createAd();
      for (let n = 0; n < 40; n++) await t.app.inject({ method: 'POST', url: `/api/ads/${ad._id}/click`, headers: visitor(n) });
      // A consumer that reads (entries become pending for it) and dies without writing or acknowledging.
      const stream = `${t.ctx.config.REDIS_PREFIX}:{ads}:events`;
      await t.ctx.redis.xgroup('CREATE', stream, 'ads-counter', '0', 'MKSTREAM').catch(() => undefined);
      const read = (await t.ctx.redis.xreadgroup('GROUP', 'ads-counter', 'dead-consumer', 'COUNT', 1000, 'STREAMS', stream, '>')) as Array<[string, unknown[]]>;
      expect(read[0]![1]).toHaveLength(40);
      // Once the dead consumer's entries are idle long enough, the live instance takes them over.
      await new Promise((r) => setTimeout(r, 150));
      expect(await t.adEvents.drain()).toBe(40);
      expect(await t.adEvents.drain()).toBe(0);
      expect((await totals(t, ad._id)).clicks).toBe(40);
      const pending = (await t.ctx.redis.xpending(stream, 'ads-counter')) as [number, ...unknown[]];
      expect(pending[0]).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('when a batch that was already committed is delivered again, then it is not counted twice', async () => {
    const t = await openAdsApp({ consumer: false, env: { ADS_CLAIM_IDLE_MS: '100' } });
    try {
      const ad = await t.createAd();
      for (let n = 0; n < 10; n++) await t.app.inject({ method: 'POST', url: `/api/ads/${ad._id}/impression`, headers: visitor(n) });
      const { addEventsToDailyStats } = await import('../../src/counting/stats-repository.ts');
      const stream = `${t.ctx.config.REDIS_PREFIX}:{ads}:events`;
      const entries = (await t.ctx.redis.xrange(stream, '-', '+')) as Array<[string, string[]]>;
      const day = new Date().toISOString().slice(0, 10);
      // The write committed, then the process died before XACK.
      await addEventsToDailyStats(
        t.ctx.database.pool,
        entries.map(([id]) => ({ streamId: id, adId: ad._id, kind: 'impression' as const, day })),
      );
      expect(await t.adEvents.drain()).toBe(0);
      expect((await totals(t, ad._id)).impressions).toBe(10);
    } finally {
      await t.close();
    }
  });
});

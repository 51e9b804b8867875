import { describe, expect, it } from 'vitest';
import { useAdsApp } from '../open-ads-app.ts';

describe('ads analytics', () => {
  const t = useAdsApp();

  it('when events were counted, then analytics gives impressions, clicks and CTR per ad and per day', async () => {
    const ad = await t.createAd({ title: 'measured' });
    const other = await t.createAd({ title: 'quiet' });
    for (let n = 0; n < 4; n++) await t.app.inject({ method: 'POST', url: `/api/ads/${ad._id}/impression`, headers: { 'x-forwarded-for': `10.1.1.${n}` } });
    await t.app.inject({ method: 'POST', url: `/api/ads/${ad._id}/click`, headers: { 'x-forwarded-for': '10.1.1.1' } });
    await t.adEvents.drain();

    const response = await t.app.inject({ method: 'GET', url: '/api/admin/ads/analytics?days=7', headers: t.admin });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.totals).toEqual({ impressions: 4, clicks: 1, ctr: 25 });
    expect(data.daily).toHaveLength(7);
    const measured = data.ads.find((a: { adId: string }) => a.adId === ad._id);
    expect(measured).toMatchObject({ title: 'measured', impressions: 4, clicks: 1, ctr: 25, kind: 'ad' });
    expect(measured.daily.at(-1)).toMatchObject({ impressions: 4, clicks: 1, ctr: 25 });
    expect(data.ads.find((a: { adId: string }) => a.adId === other._id)).toMatchObject({ impressions: 0, clicks: 0, ctr: 0 });

    const one = await t.app.inject({ method: 'GET', url: `/api/admin/ads/analytics?adId=${other._id}`, headers: t.admin });
    expect(one.json().data.ads).toHaveLength(1);
  });

  it('when days is out of range or there is no token, then it answers 400 or 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/ads/analytics?days=0', headers: t.admin })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/ads/analytics' })).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { useAdsApp, sampleBanner } from '../open-ads-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

describe('public ads', () => {
  const t = useAdsApp();

  it('when a position is asked, then only active ads inside their dates come back, highest priority first', async () => {
    const low = await t.createAd({ position: 'sidebar', priority: 2, title: 'low' });
    const high = await t.createAd({ position: 'sidebar', priority: 9, title: 'high' });
    const windowed = await t.createAd({ position: 'sidebar', priority: 5, startDate: iso(-1), endDate: iso(1), title: 'windowed' });
    await t.createAd({ position: 'sidebar', priority: 10, isActive: false, title: 'inactive' });
    await t.createAd({ position: 'sidebar', priority: 10, startDate: iso(2), title: 'future' });
    await t.createAd({ position: 'sidebar', priority: 10, endDate: iso(-2), title: 'expired' });
    await t.createAd({ position: 'banner', priority: 10, title: 'other position' });

    for (const url of ['/api/ads/sidebar', '/ads/sidebar']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.data.map((a: { _id: string }) => a._id)).toEqual([high._id, windowed._id, low._id]);
    }
  });

  it('when an end date is a plain day, then the ad runs until the end of that day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const ad = await t.createAd({ position: 'interstitial', endDate: today, startDate: today });
    const ids = (await t.app.inject({ method: 'GET', url: '/api/ads/interstitial' })).json().data.map((a: { _id: string }) => a._id);
    expect(ids).toContain(ad._id);
  });

  it('when an ad position is asked, then the banner form\'s ads of its slot come with the ads, in the banner shape', async () => {
    const banner = await t.app.inject({ method: 'POST', url: '/enhanced-admin/banner-ads', headers: t.admin, payload: sampleBanner({ position: 'top-banner' }) });
    const bannerId = banner.json().data._id;
    const ad = await t.createAd({ position: 'banner' });
    const data = (await t.app.inject({ method: 'GET', url: '/api/ads/banner' })).json().data as Array<{ _id: string; kind: string }>;
    const ids = data.map((a) => a._id);
    expect(ids).toContain(ad._id);
    expect(ids).toContain(bannerId);
    expect(data.find((a) => a._id === bannerId)!.kind).toBe('banner');
    expect(data.find((a) => a._id === ad._id)!.kind).toBe('ad');
    // Deliberately changed with the one ad model: a slot is where its position is shown, so it
    // brings the same ads as the position (before, only the banner form's ads).
    const slot = (await t.app.inject({ method: 'GET', url: '/api/ads/top-banner' })).json().data as Array<{ _id: string; kind: string }>;
    expect(slot.map((a) => a._id)).toEqual(ids);
  });

  it('when an unknown position is asked, then it answers 400 naming the allowed positions', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ads/popup' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('homepage-hero');
  });

  it('when an ad changes after a position was read, then the next read shows the change at once', async () => {
    const first = await t.createAd({ position: 'homepage-hero', priority: 3 });
    const read = async () => (await t.app.inject({ method: 'GET', url: '/ads/homepage-hero' })).json().data.map((a: { _id: string }) => a._id);
    expect(await read()).toContain(first._id);
    const second = await t.createAd({ position: 'homepage-hero', priority: 9 });
    expect((await read())[0]).toBe(second._id);
    await t.app.inject({ method: 'PUT', url: `/api/admin/ads/${second._id}`, headers: t.admin, payload: { isActive: false } });
    expect(await read()).not.toContain(second._id);
  });
});

import { describe, expect, it } from 'vitest';
import { authHeaders } from '@dalil/service-kit/testing';
import { useAdsApp, sampleAd, sampleBanner } from '../open-ads-app.ts';

describe('ad management', () => {
  const t = useAdsApp();

  it('when an ad is created with only the required fields, then the new-ad defaults apply', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ads',
      headers: t.admin,
      payload: { ...sampleAd(), type: undefined, position: undefined, clickUrl: undefined },
    });
    expect(response.statusCode).toBe(201);
    const ad = response.json().data;
    expect(ad).toMatchObject({ type: 'image', position: 'homepage-hero', priority: 5, isActive: true, targetAudience: [], clickUrl: null });
    expect(ad._id).toBe(ad.id);
    expect(ad.analytics).toEqual({ impressions: 0, clicks: 0 });
    expect(ad.impressionCount).toBe(0);
    expect(ad.clickCount).toBe(0);
  });

  it('when the media is inline image data or a server path, then it is accepted', async () => {
    const svg = 'data:image/svg+xml;charset=utf-8,%3Csvg xmlns%3D%22http://www.w3.org/2000/svg%22/%3E';
    expect((await t.createAd({ mediaUrl: svg })).mediaUrl).toBe(svg);
    expect((await t.createAd({ mediaUrl: '/uploads/ad.png' })).mediaUrl).toBe('/uploads/ad.png');
  });

  it.each([
    [{ title: '' }, 'title', 'title is required'],
    [{ titleArabic: '  ' }, 'titleArabic', 'titleArabic is required'],
    [{ description: undefined }, 'description', 'description is required'],
    [{ descriptionArabic: '' }, 'descriptionArabic', 'descriptionArabic is required'],
    [{ mediaUrl: '' }, 'mediaUrl', 'mediaUrl is required'],
    [{ mediaUrl: 'not a url' }, 'mediaUrl', 'mediaUrl must be a valid URL'],
    [{ clickUrl: 'javascript:alert(1)' }, 'clickUrl', 'clickUrl must be a valid URL'],
    [{ priority: 0 }, 'priority', 'priority must be a number from 1 to 10'],
    [{ priority: 11 }, 'priority', 'priority must be a number from 1 to 10'],
    [{ position: 'popup' }, 'position', 'position must be one of'],
    [{ type: 'gif' }, 'type', 'type must be one of image, video, html, adsense'],
    [{ type: 'html', mediaUrl: undefined }, 'markup', 'markup is required for an html ad'],
    [{ startDate: '2026-05-10', endDate: '2026-05-01' }, 'endDate', 'endDate must not be before startDate'],
  ])('when the body is %j, then it answers 400 naming %s', async (overrides, field, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/ads', headers: t.admin, payload: sampleAd(overrides) });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors.some((e: { field: string; message: string }) => e.field === field && e.message.includes(message))).toBe(true);
  });

  it('when the form is sent as multipart with the audience JSON-encoded, then it is stored like JSON', async () => {
    const boundary = '----dalil';
    const fields = { ...sampleAd(), priority: '7', isActive: 'false', targetAudience: JSON.stringify(['students', 'engineering']) };
    const payload =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ads',
      headers: { ...t.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ priority: 7, isActive: false, targetAudience: ['students', 'engineering'] });
  });

  it('when the audience is typed comma separated, then blanks are dropped', async () => {
    const ad = await t.createAd({ targetAudience: 'students, ,medicine,' });
    expect(ad.targetAudience).toEqual(['students', 'medicine']);
  });

  it('when an ad is toggled with {isActive} alone, then only the flag changes', async () => {
    const ad = await t.createAd({ priority: 8 });
    const response = await t.app.inject({ method: 'PUT', url: `/api/admin/ads/${ad._id}`, headers: t.admin, payload: { isActive: false } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { isActive: false, priority: 8, title: ad.title } });
  });

  it('when an ad is edited with a full body, then every field is replaced and validated', async () => {
    const ad = await t.createAd();
    const edited = sampleAd({ title: 'New title', position: 'sidebar', priority: 2, clickUrl: '' });
    const response = await t.app.inject({ method: 'PUT', url: `/api/admin/ads/${ad._id}`, headers: t.admin, payload: edited });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'New title', position: 'sidebar', priority: 2, clickUrl: null });
    const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/ads/${ad._id}`, headers: t.admin, payload: { ...edited, titleArabic: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('titleArabic');
  });

  it('when an ad is deleted, then it is gone and a second delete answers 404', async () => {
    const ad = await t.createAd();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/ads/${ad._id}`, headers: t.admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/ads/${ad._id}`, headers: t.admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/ads/${ad._id}`, headers: t.admin, payload: { isActive: true } })).statusCode).toBe(404);
  });

  it('when the id is malformed, then it answers 400', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/admin/ads/not-an-id', headers: t.admin });
    expect(response.statusCode).toBe(400);
  });

  it('when the admin list is asked with filters, then only matching ads come back (empty filters skipped)', async () => {
    await t.createAd({ position: 'interstitial', type: 'video', mediaUrl: 'https://example.org/a.mp4' });
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/ads?position=interstitial&type=&isActive=', headers: t.admin });
    expect(response.statusCode).toBe(200);
    const ads = response.json().data as Array<{ position: string }>;
    expect(ads.length).toBeGreaterThan(0);
    expect(ads.every((a) => a.position === 'interstitial')).toBe(true);
  });

  it('when there is no token or a visitor token, then the admin calls answer 401 and 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/ads' })).statusCode).toBe(401);
    const visitor = authHeaders(t.ctx, 'visitor');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/ads', headers: visitor, payload: sampleAd() })).statusCode).toBe(403);
  });
});

describe('one model of an ad', () => {
  const t = useAdsApp();

  it('when one ad is created with each form, then GET /api/admin/ads lists both as ads, with the banner mapped onto the ad model', async () => {
    const ad = await t.createAd({ position: 'sidebar' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/enhanced-admin/banner-ads',
      headers: t.admin,
      payload: sampleBanner({ position: 'bottom-banner', content: { imageUrl: 'https://example.org/fair.png', linkUrl: 'https://example.org/fair', altText: 'Fair' } }),
    });
    const bannerId = created.json().data._id;
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/ads', headers: t.admin })).json().data as Array<Record<string, unknown>>;
    expect(list.map((a) => a._id).sort()).toEqual([ad._id, bannerId].sort());
    expect(list.find((a) => a._id === bannerId)).toMatchObject({
      kind: 'ad',
      origin: 'banner-form',
      title: 'Scholarship fair',
      titleArabic: 'Scholarship fair',
      description: 'Fair',
      type: 'image',
      mediaUrl: 'https://example.org/fair.png',
      clickUrl: 'https://example.org/fair',
      position: 'interstitial',
      slot: 'bottom-banner',
      createdBy: 'admin-test',
      isActive: true,
    });
    expect(list.find((a) => a._id === ad._id)).toMatchObject({ origin: 'ad-form', slot: 'left-sidebar', createdBy: 'admin-test' });
    const onlyBanners = (await t.app.inject({ method: 'GET', url: '/api/admin/ads?origin=banner-form', headers: t.admin })).json().data as Array<{ _id: string }>;
    expect(onlyBanners.map((a) => a._id)).toEqual([bannerId]);
  });

  it('when the banner form\'s ad is switched off or deleted through /api/admin/ads, then the banner call sees the same', async () => {
    const bannerId = (await t.app.inject({ method: 'POST', url: '/enhanced-admin/banner-ads', headers: t.admin, payload: sampleBanner() })).json().data._id;
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/ads/${bannerId}`, headers: t.admin, payload: { isActive: false } })).statusCode).toBe(200);
    const banner = (await t.app.inject({ method: 'GET', url: `/api/admin/banner-ads/${bannerId}`, headers: t.admin })).json().data;
    expect(banner).toMatchObject({ isActive: false, scheduling: { isActive: false }, position: 'top-banner', kind: 'banner' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/ads/${bannerId}`, headers: t.admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/banner-ads/${bannerId}`, headers: t.admin })).statusCode).toBe(404);
  });

  it('when an html ad is created on the ads page, then it needs its markup, keeps no media and is framed like a banner form html ad', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/ads', headers: t.admin, payload: sampleAd({ type: 'html', mediaUrl: '' }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('markup is required for an html ad');
    const ad = await t.createAd({ type: 'html', markup: '<p>Open day</p>', mediaUrl: '' });
    expect(ad).toMatchObject({ type: 'html', markup: '<p>Open day</p>', mediaUrl: null });
    const frame = await t.app.inject({ method: 'GET', url: `/api/ads/frame/${ad._id}` });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain('<p>Open day</p>');
    const pub = (await t.app.inject({ method: 'GET', url: '/api/ads/banner' })).json().data as Array<{ _id: string; kind: string; content?: { htmlContent?: string } }>;
    expect(pub.find((a) => a._id === ad._id)).toMatchObject({ kind: 'banner', content: { htmlContent: '<p>Open day</p>' } });
  });
});

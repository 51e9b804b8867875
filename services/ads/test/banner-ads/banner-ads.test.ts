import { describe, expect, it } from 'vitest';
import { useAdsApp, sampleBanner } from '../open-ads-app.ts';

describe('banner ads', () => {
  const t = useAdsApp();

  it('when a banner ad is created, then createdBy is the signed-in administrator and the defaults apply', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/enhanced-admin/banner-ads',
      headers: t.admin,
      payload: { ...sampleBanner(), createdBy: 'someone-else' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Banner ad created successfully!',
      data: { createdBy: 'admin-test', targeting: { pages: ['all'], userTypes: ['all'] }, scheduling: { isActive: true }, isActive: true, kind: 'banner' },
    });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ position: 'middle' }, 'position'],
    [{ type: 'flash' }, 'type'],
    [{ content: { imageUrl: 'nope' } }, 'content.imageUrl'],
    [{ content: { imageUrl: 'https://x.org/a.png', linkUrl: 'ftp://x' } }, 'content.linkUrl'],
    [{ type: 'html', content: {} }, 'content.htmlContent'],
    [{ type: 'adsense', content: {} }, 'content.adsenseCode'],
    [{ scheduling: { startDate: '2026-03-02', endDate: '2026-03-01' } }, 'scheduling.endDate'],
  ])('when the body is %j, then it answers 400 naming %s', async (overrides, field) => {
    const response = await t.app.inject({ method: 'POST', url: '/enhanced-admin/banner-ads', headers: t.admin, payload: sampleBanner(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('when banner ads are listed, read, toggled, replaced and deleted, then each call answers as the tab needs', async () => {
    const created = (await t.app.inject({ method: 'POST', url: '/api/admin/banner-ads', headers: t.admin, payload: sampleBanner() })).json().data;
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/banner-ads', headers: t.admin });
    expect(list.json().data.map((b: { _id: string }) => b._id)).toContain(created._id);
    const one = await t.app.inject({ method: 'GET', url: `/api/admin/banner-ads/${created._id}`, headers: t.admin });
    expect(one.json().data.name).toBe('Scholarship fair');

    const toggled = await t.app.inject({ method: 'PUT', url: `/api/admin/banner-ads/${created._id}`, headers: t.admin, payload: { isActive: false } });
    expect(toggled.json().data).toMatchObject({ isActive: false, scheduling: { isActive: false }, name: 'Scholarship fair' });
    const viaScheduling = await t.app.inject({ method: 'PUT', url: `/api/admin/banner-ads/${created._id}`, headers: t.admin, payload: { scheduling: { isActive: true } } });
    expect(viaScheduling.json().data.isActive).toBe(true);

    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/banner-ads/${created._id}`,
      headers: t.admin,
      payload: sampleBanner({ name: 'Renamed', type: 'html', content: { htmlContent: '<b>x</b>' } }),
    });
    expect(replaced.json().data).toMatchObject({ name: 'Renamed', type: 'html', content: { htmlContent: '<b>x</b>' } });
    const invalid = await t.app.inject({ method: 'PUT', url: `/api/admin/banner-ads/${created._id}`, headers: t.admin, payload: { name: '' } });
    expect(invalid.statusCode).toBe(400);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/banner-ads/${created._id}`, headers: t.admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/banner-ads/${created._id}`, headers: t.admin })).statusCode).toBe(404);
  });

  it('when an inactive or out-of-schedule banner exists, then the public slot leaves it out', async () => {
    await t.app.inject({ method: 'POST', url: '/api/admin/banner-ads', headers: t.admin, payload: sampleBanner({ position: 'bottom-banner', scheduling: { isActive: false } }) });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/banner-ads',
      headers: t.admin,
      payload: sampleBanner({ position: 'bottom-banner', scheduling: { startDate: '2099-01-01' } }),
    });
    const live = await t.app.inject({ method: 'POST', url: '/api/admin/banner-ads', headers: t.admin, payload: sampleBanner({ position: 'bottom-banner' }) });
    const data = (await t.app.inject({ method: 'GET', url: '/ads/bottom-banner' })).json().data as Array<{ _id: string }>;
    expect(data.map((b) => b._id)).toEqual([live.json().data._id]);
  });
});

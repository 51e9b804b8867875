import { describe, expect, it } from 'vitest';
import { useAdsApp, sampleBanner } from '../open-ads-app.ts';

describe('the document of a raw-markup ad', () => {
  const t = useAdsApp();
  const create = async (overrides: Record<string, unknown>) => {
    const response = await t.app.inject({ method: 'POST', url: '/enhanced-admin/banner-ads', headers: t.admin, payload: sampleBanner(overrides) });
    expect(response.statusCode).toBe(201);
    return response.json().data._id as string;
  };

  it('when a live html ad is framed, then its markup comes as HTML under a sandboxing policy of its own', async () => {
    const id = await create({ type: 'html', content: { htmlContent: '<p>Study with us</p><script>document.title = "ad"</script>' } });
    const response = await t.app.inject({ url: `/api/ads/frame/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<p>Study with us</p><script>document.title = "ad"</script>');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox');
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('when the ad is an image, switched off, outside its dates, unknown or malformed, then there is no document', async () => {
    const image = await create({});
    const off = await create({ type: 'html', content: { htmlContent: '<p>x</p>' }, scheduling: { isActive: false } });
    const ended = await create({ type: 'adsense', content: { adsenseCode: '<ins></ins>' }, scheduling: { startDate: '2020-01-01', endDate: '2020-01-31' } });
    for (const id of [image, off, ended, '7c0a4b8e-2f55-4d43-9d8e-1b2c3d4e5f60']) {
      const response = await t.app.inject({ url: `/api/ads/frame/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Ad not found' });
    }
    expect((await t.app.inject({ url: '/api/ads/frame/not-an-id' })).statusCode).toBe(400);
  });
});

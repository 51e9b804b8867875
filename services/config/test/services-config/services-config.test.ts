import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, openTestContext } from '@dalil/service-kit/testing';
import { buildApp } from '../../src/app.ts';
import { MIGRATIONS_DIRECTORY, ZConfigEnv } from '../../src/config.ts';

describe('services configuration', () => {
  let t: Awaited<ReturnType<typeof openTestContext<typeof ZConfigEnv>>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await openTestContext({ name: 'config', schema: 'config', migrationsDirectory: MIGRATIONS_DIRECTORY, envSchema: ZConfigEnv });
    app = await buildApp(t.ctx);
  });
  afterAll(async () => {
    await app?.close();
    await t?.cleanup();
  });

  const valid = { isAvailable: false, googleFormUrl: 'https://forms.gle/abc123', whatsappNumber: '+201001234567', message: 'Closed for the holiday', messageArabic: 'مغلق للإجازة' };

  it('when nothing was saved, then the public config is available with no form link and no number', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/services/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { isAvailable: true, googleFormUrl: '', whatsappNumber: '', message: '', messageArabic: '', updatedAt: null },
    });
  });

  it('when an administrator saves the settings, then the public config returns them', async () => {
    const put = await app.inject({ method: 'PUT', url: '/api/admin/services-config', headers: authHeaders(t.ctx), payload: valid });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject(valid);
    const res = await app.inject({ method: 'GET', url: '/api/services/config' });
    expect(res.json().data).toMatchObject(valid);
    const admin = await app.inject({ method: 'GET', url: '/api/admin/services-config', headers: authHeaders(t.ctx) });
    expect(admin.json().data).toMatchObject(valid);
  });

  it('when the WhatsApp number lacks the + and country code, then it answers 400 naming the field', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/admin/services-config', headers: authHeaders(t.ctx), payload: { ...valid, whatsappNumber: '01001234567' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'whatsappNumber' })]);
  });

  it('when the form link is not a web address, then it answers 400; an empty link is accepted', async () => {
    const bad = await app.inject({ method: 'PUT', url: '/api/admin/services-config', headers: authHeaders(t.ctx), payload: { ...valid, googleFormUrl: 'not a url' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('googleFormUrl');
    const empty = await app.inject({ method: 'PUT', url: '/api/admin/services-config', headers: authHeaders(t.ctx), payload: { ...valid, googleFormUrl: '', whatsappNumber: '' } });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({ googleFormUrl: '', whatsappNumber: '' });
  });

  it('when the caller is not an administrator, then the admin calls answer 401 or 403', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/services-config' })).statusCode).toBe(401);
    const res = await app.inject({ method: 'PUT', url: '/api/admin/services-config', headers: authHeaders(t.ctx, 'visitor'), payload: valid });
    expect(res.statusCode).toBe(403);
  });
});

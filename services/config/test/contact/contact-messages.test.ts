import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, openTestContext } from '@dalil/service-kit/testing';
import { buildApp } from '../../src/app.ts';
import { MIGRATIONS_DIRECTORY, ZConfigEnv } from '../../src/config.ts';

describe('contact messages', () => {
  let t: Awaited<ReturnType<typeof openTestContext<typeof ZConfigEnv>>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await openTestContext({ name: 'config', schema: 'config', migrationsDirectory: MIGRATIONS_DIRECTORY, envSchema: ZConfigEnv, env: { CONTACT_RATE_LIMIT: '3' } });
    app = await buildApp(t.ctx);
  });
  afterAll(async () => {
    await app?.close();
    await t?.cleanup();
  });

  const message = { name: 'Mona Hassan', email: 'mona@example.com', subject: 'technical', message: 'The results page does not load on my phone.' };
  const send = (payload: object, ip: string) => app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });
  const list = (query = '') => app.inject({ method: 'GET', url: `/api/admin/contact-messages${query}`, headers: authHeaders(t.ctx) });

  it('when a valid message is sent, then it is stored and listed for administrators as unhandled', async () => {
    const res = await send(message, '10.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your message has been sent successfully!' });
    const listed = await list('?status=unhandled');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([expect.objectContaining({ ...message, handled: false })]);
    expect(listed.json().pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
  });

  it('when the email is invalid or the subject unknown, then it answers 400 naming each field', async () => {
    const res = await send({ ...message, email: 'not-an-email', subject: 'sales' }, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as Array<{ field: string }>).map((e) => e.field).sort();
    expect(fields).toEqual(['email', 'subject']);
  });

  it('when the hidden honeypot field is filled, then it answers success but stores nothing', async () => {
    const before = (await list()).json().pagination.total;
    const res = await send({ ...message, website: 'http://spam.example' }, '10.0.0.3');
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await list()).json().pagination.total).toBe(before);
  });

  it('when one address sends more than the limit, then it answers 429 with a clear message; other addresses still pass', async () => {
    for (let i = 0; i < 3; i += 1) expect((await send(message, '10.0.0.9')).statusCode).toBe(200);
    const limited = await send(message, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many messages.*try again in 10 minutes/);
    expect((await send(message, '10.0.0.10')).statusCode).toBe(200);
  });

  it('when an administrator marks a message handled, then the filters follow', async () => {
    const id = (await list('?status=unhandled')).json().data[0].id as string;
    const res = await app.inject({ method: 'PUT', url: `/api/admin/contact-messages/${id}`, headers: authHeaders(t.ctx), payload: { handled: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, _id: id, handled: true, handledBy: 'admin-test' });
    expect((await list('?status=handled')).json().data.map((m: { id: string }) => m.id)).toEqual([id]);
    const missing = await app.inject({ method: 'PUT', url: '/api/admin/contact-messages/8f14e45f-ceea-4e7a-9b1c-2f6f0a6b7c11', headers: authHeaders(t.ctx), payload: { handled: true } });
    expect(missing.statusCode).toBe(404);
    const badId = await app.inject({ method: 'PUT', url: '/api/admin/contact-messages/abc', headers: authHeaders(t.ctx), payload: { handled: true } });
    expect(badId.statusCode).toBe(400);
  });

  it('when a visitor asks for the messages, then it is refused', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/contact-messages' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: authHeaders(t.ctx, 'visitor') })).statusCode).toBe(403);
  });
});

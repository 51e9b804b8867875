import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, clientIp, openAuthApp } from '../support.ts';

describe('administrator sign-in', () => {
  let h: Awaited<ReturnType<typeof openAuthApp>>;
  beforeAll(async () => {
    h = await openAuthApp({ ADMIN_TOKEN_TTL: '3600' });
  });
  afterAll(() => h.close());

  const login = (url: string, body: unknown, ip = clientIp(1)) =>
    h.app.inject({ method: 'POST', url, payload: body as object, headers: { 'x-forwarded-for': ip } });

  it.each(['/admin/login', '/api/admin/login'])('when the right credentials are posted to %s, then a token and the user come back', async (url) => {
    const response = await login(url, ADMIN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBeTruthy();
    expect(body.data.user).toEqual({ id: expect.any(String), username: ADMIN.username, role: 'admin' });
    expect(JSON.stringify(body)).not.toContain('scrypt');
    const claims = h.ctx.tokens.verify(body.data.token, 'admin');
    expect(claims).toMatchObject({ role: 'admin', username: ADMIN.username, sub: body.data.user.id });
  });

  it('when the admin signs in, then the token expires after ADMIN_TOKEN_TTL', async () => {
    const body = (await login('/admin/login', ADMIN)).json();
    const payload = JSON.parse(Buffer.from(body.data.token.split('.')[1], 'base64url').toString());
    expect(payload.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
    expect(payload.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(3600);
  });

  it('when the username differs only in case, then sign-in still succeeds', async () => {
    const response = await login('/admin/login', { username: ADMIN.username.toUpperCase(), password: ADMIN.password });
    expect(response.statusCode).toBe(200);
  });

  it('when the password or the username is wrong, then both answer the same 401 without saying which', async () => {
    const wrongPassword = await login('/admin/login', { username: ADMIN.username, password: 'not-the-password' }, clientIp(2));
    const wrongUser = await login('/admin/login', { username: 'nobody-here', password: ADMIN.password }, clientIp(2));
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, message: 'Login failed: invalid username or password' });
    expect(wrongUser.json()).toEqual(wrongPassword.json());
  });

  it('when the username or password is missing, then it answers 400 naming the field', async () => {
    const noPassword = await login('/admin/login', { username: ADMIN.username });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toMatch(/password/i);
    const blankUser = await login('/admin/login', { username: '   ', password: 'x' });
    expect(blankUser.statusCode).toBe(400);
    expect(blankUser.json().message).toMatch(/Username is required/);
  });

  it('when an admin reads their account with their token, then it answers the user; without one 401, with a visitor token 403', async () => {
    const token = (await login('/admin/login', ADMIN)).json().data.token;
    const ok = await h.app.inject({ method: 'GET', url: '/api/admin/account', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.username).toBe(ADMIN.username);

    expect((await h.app.inject({ method: 'GET', url: '/api/admin/account' })).statusCode).toBe(401);
    const visitor = h.ctx.tokens.sign({ sub: 'v', username: 'v@example.com', role: 'visitor' }, 600);
    const forbidden = await h.app.inject({ method: 'GET', url: '/api/admin/account', headers: { authorization: `Bearer ${visitor}` } });
    expect(forbidden.statusCode).toBe(403);
  });

  it('when an expired or tampered admin token is used, then it answers 401', async () => {
    const expired = h.ctx.tokens.sign({ sub: 'x', username: ADMIN.username, role: 'admin', sid: 'x' }, -5);
    const response = await h.app.inject({ method: 'GET', url: '/api/admin/account', headers: { authorization: `Bearer ${expired}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/expired/i);

    const token = (await login('/admin/login', ADMIN)).json().data.token as string;
    const tampered = token.slice(0, -3) + (token.endsWith('aaa') ? 'bbb' : 'aaa');
    const bad = await h.app.inject({ method: 'GET', url: '/api/admin/account', headers: { authorization: `Bearer ${tampered}` } });
    expect(bad.statusCode).toBe(401);
  });
});

describe('administrator password change', () => {
  let h: Awaited<ReturnType<typeof openAuthApp>>;
  beforeAll(async () => {
    h = await openAuthApp();
  });
  afterAll(() => h.close());

  it('when the admin gives the right current password, then the new one works and the old one no longer does', async () => {
    const token = (await h.app.inject({ method: 'POST', url: '/admin/login', payload: ADMIN })).json().data.token;
    const headers = { authorization: `Bearer ${token}` };

    const wrong = await h.app.inject({ method: 'PUT', url: '/api/admin/account/password', headers, payload: { currentPassword: 'nope-nope', newPassword: 'another-long-one' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/current password/i);

    const short = await h.app.inject({ method: 'PUT', url: '/api/admin/account/password', headers, payload: { currentPassword: ADMIN.password, newPassword: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 8/);

    const ok = await h.app.inject({ method: 'PUT', url: '/api/admin/account/password', headers, payload: { currentPassword: ADMIN.password, newPassword: 'a-brand-new-passphrase' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Password changed successfully', data: { token: expect.any(String) } });

    expect((await h.app.inject({ method: 'POST', url: '/admin/login', payload: ADMIN })).statusCode).toBe(401);
    const again = await h.app.inject({ method: 'POST', url: '/admin/login', payload: { username: ADMIN.username, password: 'a-brand-new-passphrase' } });
    expect(again.statusCode).toBe(200);
  });

  it('when a visitor token or no token is used, then the password change answers 403 or 401', async () => {
    const payload = { currentPassword: 'x', newPassword: 'long-enough-pass' };
    expect((await h.app.inject({ method: 'PUT', url: '/api/admin/account/password', payload })).statusCode).toBe(401);
    // The token is checked before the body: no rules are revealed to a caller without one.
    expect((await h.app.inject({ method: 'PUT', url: '/api/admin/account/password', payload: { newPassword: 1 } })).statusCode).toBe(401);
    const visitor = h.ctx.tokens.sign({ sub: 'v', username: 'v@example.com', role: 'visitor' }, 600);
    const response = await h.app.inject({ method: 'PUT', url: '/api/admin/account/password', payload, headers: { authorization: `Bearer ${visitor}` } });
    expect(response.statusCode).toBe(403);
  });
});

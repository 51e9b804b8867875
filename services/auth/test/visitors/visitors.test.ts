import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp, openAuthApp } from '../support.ts';

describe('visitor accounts', () => {
  let h: Awaited<ReturnType<typeof openAuthApp>>;
  beforeAll(async () => {
    h = await openAuthApp({ VISITOR_TOKEN_TTL: '604800' });
  });
  afterAll(() => h.close());

  const register = (payload: object) => h.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  const login = (payload: object) => h.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'x-forwarded-for': clientIp(70) } });

  const signIn = (email: string, password: string) => login({ email, password });

  it('when a visitor registers, then the answer is 202 without a token, and signing in with the same e-mail and password gives user and token without the hash', async () => {
    const response = await register({ name: 'Mona Adel', email: 'Mona@Example.com', password: 'mona-secret-1' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true, message: 'Registration received: sign in with this e-mail address and password' });
    const session = await signIn('mona@example.com', 'mona-secret-1');
    expect(session.statusCode).toBe(200);
    const body = session.json();
    expect(body.user).toEqual(body.data.user);
    expect(body.token).toBe(body.data.token);
    expect(body.user).toMatchObject({ name: 'Mona Adel', email: 'mona@example.com', role: 'visitor' });
    expect(body.user._id).toBe(body.user.id);
    expect(Object.keys(body.user).sort()).toEqual(['_id', 'createdAt', 'email', 'id', 'name', 'role']);
    expect(session.body).not.toMatch(/scrypt|password/i);
    expect(h.ctx.tokens.verify(body.token, 'visitor')).toMatchObject({ role: 'visitor', sub: body.user.id });
  });

  it('when an e-mail that already has an account registers again, then the answer is the same as for a new e-mail and the account keeps its password', async () => {
    const fresh = await register({ email: 'fresh.one@example.com', password: 'fresh-pass-1' });
    await register({ email: 'twice@example.com', password: 'first-pass-1' });
    const again = await register({ email: 'TWICE@example.com', password: 'second-pass-2' });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    expect((await signIn('twice@example.com', 'second-pass-2')).statusCode).toBe(401);
    expect((await signIn('twice@example.com', 'first-pass-1')).statusCode).toBe(200);
  });

  it('when the password is shorter than 8 characters or the email is invalid, then it answers 400 naming the field', async () => {
    const short = await register({ email: 'short@example.com', password: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/password.*at least 8/i);
    const badEmail = await register({ email: 'not-an-email', password: 'long-enough-1' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/email/i);
    const missing = await register({ password: 'long-enough-1' });
    expect(missing.statusCode).toBe(400);
  });

  it('when a registered visitor signs in, then user and token come back and /api/auth/me restores the session', async () => {
    await register({ email: 'sami@example.com', password: 'sami-secret-1' });
    const response = await login({ email: ' SAMI@example.com ', password: 'sami-secret-1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.email).toBe('sami@example.com');
    expect(response.body).not.toMatch(/scrypt|passwordHash|password_hash/);

    const me = await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toEqual(body.user);
    expect(me.json().data.user).toEqual(body.user);
  });

  it('when the visitor password is wrong or the email unknown, then both answer the same 401', async () => {
    await register({ email: 'rana@example.com', password: 'rana-secret-1' });
    const wrong = await login({ email: 'rana@example.com', password: 'not-it-at-all' });
    const unknown = await login({ email: 'nobody@example.com', password: 'rana-secret-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('Login failed: invalid email or password');
  });

  it('when /api/auth/me is called without a token or with an expired one, then it answers 401', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const expired = h.ctx.tokens.sign({ sub: '00000000-0000-4000-8000-000000000000', username: 'x@example.com', role: 'visitor' }, -1);
    const response = await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${expired}` } });
    expect(response.statusCode).toBe(401);
  });

  it('when a visitor token is used on an admin route, then it answers 403', async () => {
    await register({ email: 'curious@example.com', password: 'curious-pass-1' });
    const token = (await signIn('curious@example.com', 'curious-pass-1')).json().token;
    const response = await h.app.inject({ method: 'GET', url: '/api/admin/account', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(403);
  });
});

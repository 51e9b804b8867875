import { randomBytes, scryptSync } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '@dalil/service-kit/testing';
import { createAdministratorRepository } from '../../src/data/administrator-repository.ts';
import { ZAuthEnv } from '../../src/config.ts';
import { ADMIN, clientIp, openAuthApp } from '../support.ts';

/** A hash as the service made them before N was raised to 2^17. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('administrator sessions', () => {
  let h: Awaited<ReturnType<typeof openAuthApp>>;
  beforeAll(async () => {
    h = await openAuthApp();
  });
  afterAll(() => h.close());

  const signIn = async (password = ADMIN.password, ip = clientIp(60)) => {
    const response = await h.app.inject({ method: 'POST', url: '/admin/login', payload: { username: ADMIN.username, password }, headers: { 'x-forwarded-for': ip } });
    expect(response.statusCode).toBe(200);
    return response.json().data as { token: string; expiresIn: number };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const account = (token: string) => h.app.inject({ method: 'GET', url: '/api/admin/account', headers: bearer(token) });
  const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

  it('when an administrator signs in, then the token lasts one hour and carries exp, iat, iss, aud and its session', async () => {
    const { token, expiresIn } = await signIn();
    expect(expiresIn).toBe(3600);
    const payload = claims(token);
    expect(payload).toMatchObject({ iss: 'dalil-auth', aud: 'dalil-admin', role: 'admin', sid: expect.any(String) });
    expect(payload.exp - payload.iat).toBe(3600);
  });

  it('when ADMIN_TOKEN_TTL asks for more than an hour, then the configuration is refused', () => {
    expect(ZAuthEnv.safeParse({ PORT: '0', DATABASE_URL: 'postgres://x@127.0.0.1/x', JWT_SECRET: TEST_JWT_SECRET, ADMIN_TOKEN_TTL: String(8 * 3600) }).success).toBe(false);
  });

  it('when a token lacks iss, aud or iat, or carries the visitor audience with an admin role, then it opens nothing', async () => {
    const { token } = await signIn();
    const good = claims(token);
    const sign = createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256', noTimestamp: true });
    const { iss, aud, ...rest } = good;
    for (const payload of [
      { ...rest, aud },
      { ...rest, iss },
      { ...rest, iss, aud: 'dalil-visitor' },
      { ...rest, iss, aud, iat: undefined },
    ]) {
      const response = await account(sign(payload));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Invalid token' });
    }
  });

  it('when the administrator signs out, then that token and every earlier one (another tab) answer 401, and signing in again works', async () => {
    const tab1 = (await signIn()).token;
    const tab2 = (await signIn()).token;
    expect((await account(tab1)).statusCode).toBe(200);
    expect((await account(tab2)).statusCode).toBe(200);

    const out = await h.app.inject({ method: 'DELETE', url: '/api/admin/account/session', headers: bearer(tab2) });
    expect(out.statusCode).toBe(200);
    for (const token of [tab1, tab2]) {
      const refused = await account(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ success: false, message: 'Your session has ended, please sign in again' });
    }
    const fresh = (await signIn()).token;
    expect((await account(fresh)).statusCode).toBe(200);
    expect(claims(fresh).sid).not.toBe(claims(tab1).sid);
  });

  it('when the panel renews its token, then the new one expires later in the same session, and signing out ends both', async () => {
    const { token } = await signIn();
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // a later second for iat
    const renewed = await h.app.inject({ method: 'POST', url: '/api/admin/account/session', headers: bearer(token) });
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json().data.token as string;
    expect(claims(next).sid).toBe(claims(token).sid);
    expect(claims(next).exp).toBeGreaterThan(claims(token).exp);
    expect((await account(next)).statusCode).toBe(200);

    await h.app.inject({ method: 'DELETE', url: '/api/admin/account/session', headers: bearer(next) });
    expect((await account(next)).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: '/api/admin/account/session', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('when the password changes, then every earlier token answers 401 and the token in the answer works', async () => {
    const other = (await signIn()).token;
    const mine = (await signIn()).token;
    const changed = await h.app.inject({
      method: 'PUT',
      url: '/api/admin/account/password',
      headers: bearer(mine),
      payload: { currentPassword: ADMIN.password, newPassword: 'sessions-new-passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, message: 'Password changed successfully', data: { token: expect.any(String), expiresIn: 3600 } });
    for (const token of [other, mine]) expect((await account(token)).statusCode).toBe(401);
    expect((await account(changed.json().data.token)).statusCode).toBe(200);
    // Put the password back for the other tests of this file.
    await h.app.inject({
      method: 'PUT',
      url: '/api/admin/account/password',
      headers: bearer(changed.json().data.token),
      payload: { currentPassword: 'sessions-new-passphrase', newPassword: ADMIN.password },
    });
  });

  it('when an administrator with an older, weaker hash signs in, then the hash is upgraded to N=2^17 and the password still works', async () => {
    const administrators = createAdministratorRepository(h.ctx.database.db);
    const created = await administrators.create('legacy-admin', legacyHash('legacy-pass-phrase'));
    const login = () => h.app.inject({ method: 'POST', url: '/admin/login', payload: { username: 'legacy-admin', password: 'legacy-pass-phrase' }, headers: { 'x-forwarded-for': clientIp(61) } });
    expect((await login()).statusCode).toBe(200);
    const stored = (await administrators.findById(created.id))!.passwordHash;
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect((await login()).statusCode).toBe(200);
  });
});

describe('visitor registration throttle', () => {
  let h: Awaited<ReturnType<typeof openAuthApp>>;
  beforeAll(async () => {
    h = await openAuthApp({ REGISTER_IP_MAX_ATTEMPTS: '2' });
  });
  afterAll(() => h.close());

  const register = (email: string, ip: string) =>
    h.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'register-pass-1' }, headers: { 'x-forwarded-for': ip } });

  it('when one address registers more often than allowed, then it gets 429 while another address still registers', async () => {
    expect((await register('one@example.com', clientIp(70))).statusCode).toBe(202);
    expect((await register('two@example.com', clientIp(70))).statusCode).toBe(202);
    const refused = await register('three@example.com', clientIp(70));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Too many registrations from your address\. Try again in \d+ (seconds?|minutes)\.$/) });
    expect((await register('three@example.com', clientIp(71))).statusCode).toBe(202);
  });

  it('when registration is refused, then Retry-After says in seconds how long the window still runs (the page says it in words)', async () => {
    for (const email of ['a@example.com', 'b@example.com']) await register(email, clientIp(80));
    const refused = await register('c@example.com', clientIp(80));
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    // The window is an hour (REGISTER_IP_WINDOW's default) and began with this address's first attempt.
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(refused.json().message).toBe(`Too many registrations from your address. Try again in ${Math.ceil(seconds / 60)} minutes.`);
  });
});

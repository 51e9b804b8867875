import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, clientIp, openAuthApp } from '../support.ts';

describe('sign-in throttling', () => {
  let h: Awaited<ReturnType<typeof openAuthApp>>;
  beforeAll(async () => {
    // Small limits and a 6-second lockout, so the unlock can be observed (and failures a second
    // apart, as scrypt takes on a busy machine, still count together).
    h = await openAuthApp({ LOGIN_ACCOUNT_MAX_FAILURES: '3', LOGIN_LOCKOUT: '6', LOGIN_IP_MAX_FAILURES: '4', LOGIN_IP_WINDOW: '60' });
  });
  afterAll(() => h.close());

  const login = (body: object, ip: string, url = '/admin/login') => h.app.inject({ method: 'POST', url, payload: body, headers: { 'x-forwarded-for': ip } });

  it('when an account fails too often from one address, then that address is locked out of it (429 even for the right password) and unlocks after the delay', async () => {
    const attacker = clientIp(10);
    for (let i = 0; i < 3; i++) expect((await login({ username: ADMIN.username, password: `wrong-${i}` }, attacker)).statusCode).toBe(401);
    const locked = await login(ADMIN, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().success).toBe(false);
    expect(locked.json().message).toMatch(/locked; try again in \d+ seconds?/);
    // Unlocked once the lockout has passed: asking while locked answers 429 and counts nothing.
    const deadline = Date.now() + 15_000;
    let status = 429;
    while (status === 429 && Date.now() < deadline) {
      await sleep(500);
      status = (await login(ADMIN, attacker)).statusCode;
    }
    expect(status).toBe(200);
  });

  it('when an attacker hammers the admin account from many addresses, then the rightful administrator from a clean address still signs in', async () => {
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) expect((await login({ username: ADMIN.username, password: `guess-${i}-${j}` }, clientIp(100 + i))).statusCode).toBe(401);
      expect((await login(ADMIN, clientIp(100 + i))).statusCode).toBe(429);
    }
    const started = Date.now();
    const owner = await login(ADMIN, clientIp(120));
    expect(owner.statusCode).toBe(200);
    // Slowed down while the account is under attack, never locked: at most two seconds.
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('when a sign-in succeeds, then earlier failures from that address are forgotten', async () => {
    const ip = clientIp(30);
    expect((await login({ username: ADMIN.username, password: 'wrong-a' }, ip)).statusCode).toBe(401);
    expect((await login({ username: ADMIN.username, password: 'wrong-b' }, ip)).statusCode).toBe(401);
    expect((await login(ADMIN, ip)).statusCode).toBe(200);
    expect((await login({ username: ADMIN.username, password: 'wrong-c' }, ip)).statusCode).toBe(401);
    // Three failures in all, but the success in between forgot the first two: not locked.
    expect((await login(ADMIN, ip)).statusCode).toBe(200);
  });

  it('when one address fails across many accounts, then that address gets 429 while others still sign in', async () => {
    const ip = clientIp(40);
    for (let i = 0; i < 4; i++) {
      expect((await login({ username: `guess-${i}`, password: 'password1' }, ip)).statusCode).toBe(401);
    }
    const blocked = await login(ADMIN, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/from your address\. Try again in \d+ seconds?/);
    expect((await login(ADMIN, clientIp(41))).statusCode).toBe(200);
  });

  it('when visitor sign-ins fail too often, then the visitor account is locked too', async () => {
    const email = 'locked.visitor@example.com';
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'visitor-pass-1' } })).statusCode).toBe(202);
    for (let i = 0; i < 3; i++) {
      expect((await login({ email, password: `bad-pass-${i}` }, clientIp(50), '/api/auth/login')).statusCode).toBe(401);
    }
    const locked = await login({ email, password: 'visitor-pass-1' }, clientIp(50), '/api/auth/login');
    expect(locked.statusCode).toBe(429);
  });
});

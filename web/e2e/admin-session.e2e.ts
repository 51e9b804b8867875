import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; sid: string };

/** Admin tokens last an hour; the panel swaps them for fresh ones while it is being used. */
describe('admin session renewal', () => {
  const browser = useBrowser();
  const admin = inject('admin');

  it('when the panel is used with less than twenty minutes left on its token, then it renews the token silently in the same session', async () => {
    const page = await browser.open('/admin', { language: 'en' });
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const first = (await page.evaluate(() => localStorage.getItem('adminToken')))!;
    expect(claims(first).exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);

    // A token issued in the same second would be the very same string: let the second turn.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // Forty-five minutes later for the page: the token has fifteen minutes left.
    await page.clock.setFixedTime(Date.now() + 45 * 60 * 1000);
    await page.getByRole('tab', { name: 'Contact messages' }).click();
    await page.waitForFunction((old) => localStorage.getItem('adminToken') !== old, first, { timeout: 15_000 });
    const renewed = (await page.evaluate(() => localStorage.getItem('adminToken')))!;
    expect(claims(renewed).sid).toBe(claims(first).sid);
    expect(claims(renewed).exp).toBeGreaterThan(claims(first).exp);
    // The renewed token opens the admin API; the panel stays signed in.
    const account = await fetch(`${browser.baseUrl}/api/admin/account`, { headers: { authorization: `Bearer ${renewed}` } });
    expect(account.status).toBe(200);
    await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor({ state: 'detached', timeout: 1_000 }).catch(() => undefined);
    expect(await page.getByRole('heading', { name: 'Admin sign-in' }).count()).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

describe('web shell', () => {
  const browser = useBrowser();

  it('when a visitor opens a page first, then nothing is logged to the console (no errors, no warnings)', async () => {
    for (const pathname of ['/', '/universities', '/results', '/guide/wishes', '/admin']) {
      const logged: string[] = [];
      const page = await browser.open('about:blank');
      page.on('console', (message) => {
        // An advertiser's image host that cannot be reached (other tests' ads point at hosts this
        // machine cannot resolve) is not the page's fault: the ad shows its placeholder.
        const from = message.location().url;
        if (from && new URL(from).origin !== new URL(browser.baseUrl).origin) return;
        if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
      await page.goto(pathname, { waitUntil: 'networkidle' });
      await page.locator('main').first().waitFor();
      expect(logged, pathname).toEqual([]);
    }
  });

  it('when a visitor opens an unknown path, then the 404 page offers home, back and contact', async () => {
    const page = await browser.open('/no-such-page', { language: 'en' });
    // The not-found page is loaded lazily: wait for its heading to be drawn.
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL('**/contact');
    await page.goto('/another-missing-page');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/contact');
    await page.goto('/missing-again');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('when the language is toggled, then dir and lang change and the choice survives a reload', async () => {
    const page = await browser.open('/missing');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    await page.getByRole('heading', { name: 'الصفحة غير موجودة' }).waitFor();
    // The notifications region is labelled in the page's language, and is in the page before any toast (loaded when idle).
    await page.locator('section[aria-label^="الإشعارات"]').waitFor({ state: 'attached', timeout: 10_000 });
    expect(await page.locator('section[aria-label^="الإشعارات"]').count()).toBe(1);
    await page.getByRole('button', { name: 'التبديل إلى الإنجليزية' }).click();
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await page.reload();
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('when the theme is toggled, then the dark class is applied and survives a reload', async () => {
    const page = await browser.open('/missing', { theme: 'light' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });

  it('when a mobile visitor opens the menu and picks a link, then the menu closes', async () => {
    const page = await browser.open('/missing', { language: 'en', viewport: { width: 390, height: 800 } });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    await menu.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await menu.waitFor({ state: 'detached' });
    expect(await menu.count()).toBe(0);
  });
});

/**
 * Results day on a phone: the home page's largest contentful paint on an emulated mid-range
 * phone (390×844, 4× slower CPU) over DevTools' "Fast 3G" (562.5 ms latency, 1.44 Mbit/s down,
 * 675 kbit/s up). Reported beside its target (< 1.5 s), not asserted against it: a shared
 * 2-core machine makes a timing assertion flaky. What is asserted is that the measurement
 * is real: the paint is the hero's, recorded by the browser's Performance API.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { openSlowPhonePage } from './slow-phone.ts';

const LCP_TARGET_MS = 1_500;

describe('home page on a phone over Fast 3G', () => {
  it('when the home page loads on an emulated mid-range phone over Fast 3G, then its largest contentful paint is the hero, measured and reported', async () => {
    const browser = await launchBrowser();
    try {
      const page = await openSlowPhonePage(browser, inject('baseUrl'));
      // Each candidate is described when it is reported: the first screen's element is gone from
      // the page once the app has drawn its own.
      await page.addInitScript(() => {
        const seen: Array<{ startTime: number; tag: string | null; inHero: boolean; inShell: boolean }> = [];
        Object.assign(window, { __lcp: seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
            const hero = entry.element?.closest('section');
            seen.push({ startTime: entry.startTime, tag: entry.element?.tagName ?? null, inHero: Boolean(hero?.querySelector('h1')), inShell: Boolean(entry.element?.closest('#landing')) });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto('/', { waitUntil: 'load', timeout: 60_000 });
      await page.locator('#root h1').waitFor({ timeout: 60_000 });
      const candidates = await page.evaluate(() => (window as unknown as { __lcp: Array<{ startTime: number; tag: string | null; inHero: boolean; inShell: boolean }> }).__lcp);
      const lcp = candidates.at(-1)!;
      const navigation = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const paint = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
        return { responseEnd: entry.responseEnd, domContentLoaded: entry.domContentLoadedEventEnd, firstPaint: paint('first-paint'), firstContentfulPaint: paint('first-contentful-paint') };
      });
      // Every candidate and the paints before them, so a slow run says where its time went.
      const where = (candidate: (typeof candidates)[number]) => `${candidate.tag} of the ${candidate.inShell ? 'first screen' : 'app'} at ${Math.round(candidate.startTime)} ms`;
      console.log(
        `[home LCP] ${Math.round(lcp.startTime)} ms on a 390 px phone, 4× CPU, Fast 3G (target < ${LCP_TARGET_MS} ms: ${lcp.startTime < LCP_TARGET_MS ? 'met' : 'MISSED'}); ` +
          `HTML at ${Math.round(navigation.responseEnd)} ms, first paint ${Math.round(navigation.firstPaint)} ms, first contentful paint ${Math.round(navigation.firstContentfulPaint)} ms, ` +
          `DOMContentLoaded ${Math.round(navigation.domContentLoaded)} ms; element ${lcp.tag} of the ${lcp.inShell ? 'first screen written into the HTML' : 'app'}; candidates: ${candidates.map(where).join(', ')}`,
      );
      expect(lcp.startTime).toBeGreaterThan(navigation.responseEnd);
      expect(lcp.inHero).toBe(true);
    } finally {
      await browser.close();
    }
  });
});

describe('the landing shell (the home page written into index.html)', () => {
  /** The hero's headline and text, relative to the hero; the hero's own box; and whether ads frame the page. */
  const rects = (page: Page) =>
    page.evaluate(() => {
      const visible = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector)).find((el) => getComputedStyle(el).display !== 'none');
      const root = document.getElementById('landing') ? '#landing' : '#root';
      const h1 = visible(`${root} h1`)!;
      const section = h1.closest('section')!.getBoundingClientRect();
      const relative = (el: Element) => (({ x, y, width, height }) => ({ x: x - section.x, y: y - section.y, width, height }))(el.getBoundingClientRect());
      return {
        h1: relative(h1),
        p: relative(visible(`${root} h1 ~ p`)!),
        hero: { x: section.x, y: section.y, width: section.width },
        title: h1.textContent,
        adsAround: Boolean(document.querySelector('[data-testid^="ad-strip-"], [data-testid^="ad-rail-"]')),
      };
    });

  for (const [language, viewport] of [
    ['ar', { width: 390, height: 844 }],
    ['en', { width: 390, height: 844 }],
    ['ar', { width: 1440, height: 900 }],
  ] as const) {
    it(`when '/' opens in ${language} at ${viewport.width} px, then the shell shows the hero where the app draws it, and goes when the app has drawn it`, async () => {
      const browser = await launchBrowser();
      try {
        const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
        await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
        // The shell and the app are two pages here (one page for a visitor), and with
        // font-display: optional each page keeps the fallback font if Cairo arrives late, so the
        // two could wrap differently for that reason alone. Both are given font-display: block, so
        // they compare with the same font.
        await context.route(
          (url) => url.pathname === '/' || url.pathname.endsWith('.css'),
          async (route) => {
            const response = await route.fetch();
            const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
            await route.fulfill({ response, headers, body: (await response.text()).replace(/font-display:\s*optional/g, 'font-display: block') });
          },
        );
        // Without its JavaScript, the page is the shell alone.
        const still = await context.newPage();
        await still.route('**/*.js', (route) => (route.request().url().endsWith('/preferences.js') ? route.continue() : route.abort()));
        await still.goto('/');
        await still.locator('#landing h1:visible').waitFor();
        await still.evaluate(() => document.fonts.ready.then(() => undefined));
        const shell = await rects(still);
        await still.close();

        // The app is drawn without ads: an active banner or side rails (created by other files of
        // the suite) move and narrow the page, which the shell cannot know of.
        await context.route(
          (url) => /^\/(api\/)?ads\/[^/]+$/.test(url.pathname),
          (route) => (route.request().method() === 'GET' ? route.fulfill({ json: { success: true, data: [] } }) : route.continue()),
        );
        const page = await context.newPage();
        await page.goto('/');
        await page.locator('#root h1').waitFor();
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await page.locator('#landing').count()).toBe(0);
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-landing'))).toBe(false);
        const app = await rects(page);
        expect(shell.title).toBe(app.title);
        expect(app.adsAround).toBe(false);
        for (const key of ['h1', 'p'] as const) {
          for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(shell[key][side] - app[key][side])).toBeLessThanOrEqual(2);
        }
        for (const side of ['x', 'y', 'width'] as const) expect(Math.abs(shell.hero[side] - app.hero[side])).toBeLessThanOrEqual(2);

        // Any other page never shows it.
        const other = await context.newPage();
        await other.route('**/*.js', (route) => (route.request().url().endsWith('/preferences.js') ? route.continue() : route.abort()));
        await other.goto('/universities');
        expect(await other.locator('#landing').isVisible()).toBe(false);
      } finally {
        await browser.close();
      }
    });
  }
});

/**
 * Results day on a phone: the home page's largest contentful paint on an emulated mid-range
 * phone (390×844, 4× slower CPU) over DevTools' "Fast 3G" (562.5 ms latency, 1.44 Mbit/s down,
 * 675 kbit/s up). Reported beside its target (< 1.5 s), not asserted against it: a shared
 * 2-core machine makes a timing assertion flaky. What is asserted is that the measurement
 * is real: the paint is the hero's, recorded by the browser's Performance API.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchBrowser } from './browser.ts';

const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const LCP_TARGET_MS = 1_500;

describe('home page on a phone over Fast 3G', () => {
  it('when the home page loads on an emulated mid-range phone over Fast 3G, then its largest contentful paint is the hero, measured and reported', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', FAST_3G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto('/', { waitUntil: 'load', timeout: 60_000 });
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
      const lcp = await page.evaluate(
        () =>
          new Promise<{ startTime: number; tag: string | null; inHero: boolean }>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
              resolve({ startTime: last.startTime, tag: last.element?.tagName ?? null, inHero: Boolean(last.element?.closest('section')?.querySelector('h1')) });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      const navigation = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { responseEnd: entry.responseEnd, domContentLoaded: entry.domContentLoadedEventEnd };
      });
      console.log(
        `[home LCP] ${Math.round(lcp.startTime)} ms on a 390 px phone, 4× CPU, Fast 3G (target < ${LCP_TARGET_MS} ms: ${lcp.startTime < LCP_TARGET_MS ? 'met' : 'MISSED'}); ` +
          `HTML at ${Math.round(navigation.responseEnd)} ms, DOMContentLoaded ${Math.round(navigation.domContentLoaded)} ms; element ${lcp.tag}`,
      );
      expect(lcp.startTime).toBeGreaterThan(navigation.responseEnd);
      expect(lcp.inHero).toBe(true);
    } finally {
      await browser.close();
    }
  });
});

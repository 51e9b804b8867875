/**
 * The phone the home page's LCP is measured on, by web/e2e/home-lcp.e2e.ts and by
 * infra/src/bench/home-lcp.ts alike: a mid-range phone (390×844, 4× slower CPU) over DevTools'
 * "Fast 3G" (562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up), cache disabled.
 */
import type { Browser, Page } from 'playwright-core';

const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

/** A page in a fresh context on that phone (close it with `page.context().close()`). */
export async function openSlowPhonePage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

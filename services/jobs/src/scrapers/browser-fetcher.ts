/**
 * Pages that build their content with JavaScript: opened in the system Chromium through
 * playwright-core. Every request the page makes passes the SSRF guard (resolved before it is
 * allowed) and the page itself passes robots.txt and the per-host pacing of the HTTP fetcher.
 */
import type { Browser } from 'playwright-core';
import { ScrapeError } from './scrape-error.ts';
import { SCRAPER_USER_AGENT, type FetchOptions, type PageFetcher } from './http-fetcher.ts';
import { assertAllowedUrl, resolvePublic } from './ssrf-guard.ts';

export interface BrowserFetcher {
  renderHtml(url: string, options: FetchOptions & { waitForSelector?: string }): Promise<string>;
  close(): Promise<void>;
}

export function createBrowserFetcher(deps: { http: PageFetcher; chromiumPath: string; timeoutMs?: number }): BrowserFetcher {
  const timeoutMs = deps.timeoutMs ?? 30_000;
  let browser: Promise<Browser> | undefined;
  const launch = () =>
    // playwright-core is loaded with the first JavaScript page: most runs never need it.
    (browser ??= import('playwright-core').then(({ chromium }) => chromium.launch({
      executablePath: deps.chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
    }).catch((error: Error) => {
      browser = undefined;
      throw new ScrapeError(`Chromium could not start (${deps.chromiumPath}): ${error.message.split('\n')[0]}`);
    })));
  return {
    async renderHtml(raw, options) {
      const url = new URL(raw);
      await deps.http.admit(url, options);
      const context = await (await launch()).newContext({ userAgent: SCRAPER_USER_AGENT, javaScriptEnabled: true });
      try {
        const page = await context.newPage();
        await page.route('**/*', async (route) => {
          const target = new URL(route.request().url());
          if (target.protocol === 'data:' || target.protocol === 'blob:') return route.continue();
          try {
            assertAllowedUrl(target, options.allowPrivate);
            await resolvePublic(target.hostname, options.allowPrivate);
          } catch {
            return route.abort('blockedbyclient');
          }
          return route.continue();
        });
        const response = await page.goto(url.href, { waitUntil: 'networkidle', timeout: timeoutMs }).catch((error: Error) => {
          throw new ScrapeError(`Cannot open ${url.href} in Chromium: ${error.message.split('\n')[0]}`);
        });
        if (!response) throw new ScrapeError(`${url.href} gave no response`);
        if (response.status() >= 400) throw new ScrapeError(`${url.href} answered HTTP ${response.status()}`);
        if (options.waitForSelector) await page.waitForSelector(options.waitForSelector, { timeout: 5_000 }).catch(() => undefined);
        return await page.content();
      } finally {
        await context.close().catch(() => undefined);
      }
    },
    async close() {
      if (browser) await (await browser.catch(() => undefined))?.close().catch(() => undefined);
      browser = undefined;
    },
  };
}

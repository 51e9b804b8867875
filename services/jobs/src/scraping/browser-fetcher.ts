/**
 * Pages that build their content with JavaScript: opened in the system Chromium through
 * playwright-core. All of the page's traffic goes through a guarded proxy of its own (see
 * guarded-proxy.ts): every request and every redirect hop is resolved and checked by the SSRF
 * guard, and the connection goes to the checked address. The page itself passes robots.txt and
 * the per-host pacing of the HTTP fetcher; it has a time limit and a size cap, and Chromium runs
 * in its sandbox unless the process is root (Chromium cannot sandbox itself there).
 */
import type { Browser } from 'playwright-core';
import { ScrapeError } from './scrape-error.ts';
import { SCRAPER_USER_AGENT, type FetchOptions, type PageFetcher } from './http-fetcher.ts';
import { startGuardedProxy } from './guarded-proxy.ts';

export interface BrowserFetcher {
  renderHtml(url: string, options: FetchOptions & { waitForSelector?: string }): Promise<string>;
  close(): Promise<void>;
}

export interface BrowserFetcherSettings {
  http: PageFetcher;
  chromiumPath: string;
  timeoutMs?: number;
  /** Everything one page may download (document, scripts, images…). */
  maxBytes?: number;
}

export function createBrowserFetcher(deps: BrowserFetcherSettings): BrowserFetcher {
  const timeoutMs = deps.timeoutMs ?? 30_000;
  const maxBytes = deps.maxBytes ?? 20 * 1024 * 1024;
  const sandbox = process.getuid?.() !== 0;
  let browser: Promise<Browser> | undefined;
  const launch = () =>
    // playwright-core is loaded with the first JavaScript page: most runs never need it.
    (browser ??= import('playwright-core').then(({ chromium }) => chromium.launch({
      executablePath: deps.chromiumPath,
      headless: true,
      chromiumSandbox: sandbox,
      // Contexts bring their own proxy; this one only stops anything from leaving without one.
      proxy: { server: 'http://127.0.0.1:9' },
      args: ['--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
    }).catch((error: Error) => {
      browser = undefined;
      throw new ScrapeError(`Chromium could not start (${deps.chromiumPath}): ${error.message.split('\n')[0]}`);
    })));
  return {
    async renderHtml(raw, options) {
      const url = new URL(raw);
      await deps.http.admit(url, options);
      const proxy = await startGuardedProxy({ fixtureOrigin: options.allowPrivate ? url.host : undefined, maxBytes, timeoutMs });
      const context = await (await launch()).newContext({ userAgent: SCRAPER_USER_AGENT, javaScriptEnabled: true, proxy: proxy.settings, serviceWorkers: 'block' });
      context.setDefaultTimeout(timeoutMs);
      try {
        const page = await context.newPage();
        const response = await page.goto(url.href, { waitUntil: 'networkidle', timeout: timeoutMs }).catch((error: Error) => {
          if (proxy.tooLarge()) throw new ScrapeError(`${url.href} pulled in more than ${maxBytes} bytes`);
          throw new ScrapeError(`Cannot open ${url.href} in Chromium: ${error.message.split('\n')[0]}`);
        });
        if (!response) throw new ScrapeError(`${url.href} gave no response`);
        // The page (or a redirect hop of it) was refused by the guard: say why.
        const refusal = proxy.refusals.get(response.url()) ?? proxy.refusals.get(new URL(response.url()).href);
        if (refusal) throw new ScrapeError(refusal);
        if (response.status() >= 400) throw new ScrapeError(`${url.href} answered HTTP ${response.status()}`);
        if (options.waitForSelector) await page.waitForSelector(options.waitForSelector, { timeout: 5_000 }).catch(() => undefined);
        if (proxy.tooLarge()) throw new ScrapeError(`${url.href} pulled in more than ${maxBytes} bytes`);
        return await page.content();
      } finally {
        await context.close().catch(() => undefined);
        await proxy.close();
      }
    },
    async close() {
      if (browser) await (await browser.catch(() => undefined))?.close().catch(() => undefined);
      browser = undefined;
    },
  };
}

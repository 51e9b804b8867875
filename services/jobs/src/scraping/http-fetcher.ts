/**
 * How scrapers fetch pages: an honest user agent, robots.txt respected, one request per host per
 * interval, a timeout and a size cap, and the SSRF guard on every connection. Pages that need
 * JavaScript go through the browser fetcher with the same checks.
 */
import { Agent, fetch } from 'undici';
import robotsParser from 'robots-parser';
import { ScrapeError } from './scrape-error.ts';
import { assertAllowedUrl, guardedLookup } from './ssrf-guard.ts';
import { errorMessage } from '@dalil/service-kit/errors';

export const SCRAPER_USER_AGENT = 'DalilBot/1.0 (+https://dalil.eg/contact)';

export interface FetchOptions {
  /** Only for registry rows marked as local test fixtures. */
  allowPrivate: boolean;
}

export interface PageFetcher {
  fetchHtml(url: string, options: FetchOptions): Promise<string>;
  /** Waits for the host's turn and checks robots.txt; the browser fetcher calls it too. */
  admit(url: URL, options: FetchOptions): Promise<void>;
  close(): Promise<void>;
}

export interface FetcherSettings {
  userAgent?: string;
  timeoutMs?: number;
  maxBytes?: number;
  /** Minimum time between two requests to the same host. */
  perHostIntervalMs?: number;
}

export function createHttpFetcher(settings: FetcherSettings = {}): PageFetcher {
  const userAgent = settings.userAgent ?? SCRAPER_USER_AGENT;
  const timeoutMs = settings.timeoutMs ?? 15_000;
  const maxBytes = settings.maxBytes ?? 5 * 1024 * 1024;
  const interval = settings.perHostIntervalMs ?? 2_000;
  const agents = {
    public: new Agent({ connect: { lookup: guardedLookup(false), timeout: timeoutMs } }),
    fixture: new Agent({ connect: { lookup: guardedLookup(true), timeout: timeoutMs } }),
  };
  const nextSlot = new Map<string, number>();
  const robots = new Map<string, Promise<ReturnType<typeof robotsParser> | null>>();

  async function waitTurn(host: string) {
    const now = Date.now();
    const slot = Math.max(now, nextSlot.get(host) ?? 0);
    nextSlot.set(host, slot + interval);
    if (slot > now) await new Promise((r) => setTimeout(r, slot - now));
  }

  async function get(url: URL, options: FetchOptions, accept: string): Promise<{ status: number; text: string }> {
    assertAllowedUrl(url, options.allowPrivate);
    await waitTurn(url.host);
    let response;
    try {
      response = await fetch(url, {
        dispatcher: options.allowPrivate ? agents.fixture : agents.public,
        headers: { 'user-agent': userAgent, accept, 'accept-language': 'ar,en;q=0.8' },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = error instanceof Error ? error.cause : undefined;
      if (cause instanceof ScrapeError) throw cause;
      if (error instanceof Error && error.name === 'TimeoutError') throw new ScrapeError(`Timed out after ${timeoutMs / 1000} s reading ${url.href}`);
      throw new ScrapeError(`Cannot reach ${url.host}: ${cause instanceof Error ? cause.message : errorMessage(error)}`);
    }
    if (response.status >= 300 && response.status < 400) {
      // Redirects are followed by hand so each hop passes the guard and robots.txt again.
      const location = response.headers.get('location');
      await response.body?.cancel();
      if (!location) throw new ScrapeError(`${url.href} redirected without a location`);
      return { status: 0, text: new URL(location, url).href };
    }
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > maxBytes) {
      await response.body?.cancel();
      throw new ScrapeError(`${url.href} is larger than ${maxBytes} bytes`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.length;
      if (size > maxBytes) throw new ScrapeError(`${url.href} is larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
    return { status: response.status, text: Buffer.concat(chunks).toString('utf8') };
  }

  async function robotsFor(url: URL, options: FetchOptions) {
    const key = `${url.protocol}//${url.host}`;
    let entry = robots.get(key);
    if (!entry) {
      entry = (async () => {
        const robotsUrl = new URL('/robots.txt', key);
        const { status, text } = await get(robotsUrl, options, 'text/plain');
        if (status >= 500) throw new ScrapeError(`robots.txt of ${url.host} answered ${status}; not scraping it`);
        if (status === 0 || status >= 400) return null; // no robots.txt: everything is allowed
        return robotsParser(robotsUrl.href, text);
      })();
      robots.set(key, entry);
    }
    return entry;
  }

  const fetcher: PageFetcher = {
    async admit(url, options) {
      assertAllowedUrl(url, options.allowPrivate);
      const rules = await robotsFor(url, options);
      if (rules && rules.isAllowed(url.href, userAgent) === false) throw new ScrapeError(`robots.txt of ${url.host} disallows ${url.pathname} for DalilBot`);
    },
    async fetchHtml(raw, options) {
      let url = new URL(raw);
      for (let hop = 0; hop < 5; hop++) {
        await fetcher.admit(url, options);
        const { status, text } = await get(url, options, 'text/html,application/xhtml+xml');
        if (status === 0) {
          url = new URL(text);
          continue;
        }
        if (status >= 400) throw new ScrapeError(`${url.href} answered HTTP ${status}`);
        return text;
      }
      throw new ScrapeError(`${raw} redirected too many times`);
    },
    async close() {
      await Promise.all([agents.public.close(), agents.fixture.close()]);
    },
  };
  return fetcher;
}

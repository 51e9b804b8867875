import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserFetcher, type BrowserFetcher } from '../../src/scraping/browser-fetcher.ts';
import { createHttpFetcher } from '../../src/scraping/http-fetcher.ts';
import { ScrapeError } from '../../src/scraping/scrape-error.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('the Chromium scraper behind the SSRF guard', () => {
  // An "internal service" on loopback that a scraped page must never reach.
  const internalHits: string[] = [];
  let internal: Awaited<ReturnType<typeof serve>>;
  let fixture: Awaited<ReturnType<typeof serve>>;
  let fetcher: BrowserFetcher;
  let httpFetcher: ReturnType<typeof createHttpFetcher>;
  const at = (path: string) => `http://127.0.0.1:${fixture.port}${path}`;

  beforeAll(async () => {
    internal = await serve((req, res) => {
      internalHits.push(req.url ?? '');
      res.end('internal secret');
    });
    fixture = await serve((req, res) => {
      const path = req.url ?? '/';
      if (path === '/to-loopback') return void res.writeHead(302, { location: `http://127.0.0.1:${internal.port}/admin` }).end();
      if (path === '/to-metadata') return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (path === '/to-localhost-name') return void res.writeHead(302, { location: `http://localhost:${internal.port}/admin` }).end();
      if (path === '/page') {
        return void res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html><body><div id="app">Loading</div>
          <script>fetch('http://127.0.0.1:${internal.port}/from-script').catch(function () {});
          setTimeout(function () { document.getElementById('app').textContent = 'Rendered by script'; }, 50);</script></body></html>`);
      }
      if (path === '/huge') {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
        let sent = 0;
        const write = () => {
          while (sent < 8 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', write);
          }
          res.end();
        };
        return write();
      }
      res.writeHead(404).end('not found');
    });
    httpFetcher = createHttpFetcher({ perHostIntervalMs: 0 });
    fetcher = createBrowserFetcher({ http: httpFetcher, chromiumPath: CHROMIUM, timeoutMs: 15_000, maxBytes: 2 * 1024 * 1024 });
  });
  afterAll(async () => {
    await fetcher?.close();
    await httpFetcher?.close();
    fixture?.server.close();
    internal?.server.close();
  });

  const failure = (url: string) => fetcher.renderHtml(url, { allowPrivate: true }).then(() => undefined, (error: unknown) => error);

  it('when a fixture page renders with JavaScript, then its content comes back, and its script could not reach another loopback port', async () => {
    const html = await fetcher.renderHtml(at('/page'), { allowPrivate: true, waitForSelector: '#app' });
    expect(html).toContain('Rendered by script');
    expect(internalHits).toEqual([]);
  });

  it('when a fixture redirects Chromium to 127.0.0.1 (another port), then the hop is refused and the internal service is never contacted', async () => {
    const error = await failure(at('/to-loopback'));
    expect(error).toBeInstanceOf(ScrapeError);
    expect((error as Error).message).toBe('Refused: 127.0.0.1 resolves to 127.0.0.1 (loopback address); scrapers only reach public addresses');
    expect(internalHits).toEqual([]);
  });

  it('when a fixture redirects Chromium to 169.254.169.254 (cloud metadata), then the hop is refused before any connection', async () => {
    const error = await failure(at('/to-metadata'));
    expect(error).toBeInstanceOf(ScrapeError);
    expect((error as Error).message).toBe('Refused: 169.254.169.254 resolves to 169.254.169.254 (linkLocal address); scrapers only reach public addresses');
  });

  it('when a redirect names a host that resolves to loopback, then the guard resolves it (not Chromium) and refuses it', async () => {
    const error = await failure(at('/to-localhost-name'));
    expect((error as Error).message).toMatch(/^Refused: localhost resolves to (127\.0\.0\.1|::1) \(loopback address\)/);
    expect(internalHits).toEqual([]);
  });

  it('when a page pulls in more than the size cap, then the scrape fails saying so', async () => {
    const error = await failure(at('/huge'));
    expect(error).toBeInstanceOf(ScrapeError);
    expect((error as Error).message).toMatch(/pulled in more than 2097152 bytes/);
  });
});

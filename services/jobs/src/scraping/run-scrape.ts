/**
 * A scraping run: the registry's enabled sources of each kind are fetched (HTTP, or Chromium for
 * JavaScript pages), parsed, and their records handed to `write` (a full run) or only counted (a
 * test run). Fetching and parsing live here, in the service that owns the source registry; the
 * worker only schedules a run and passes the catalogue's writer. One source failing — network,
 * robots.txt, SSRF refusal, changed markup — is recorded as that source's error; the others go
 * on, and a source that yields nothing never reaches `write` (no empty overwrite).
 */
import type { TScrapeKind, TSourceOutcome } from '@dalil/contracts/jobs/queues';
import type { TScrapeSource } from '@dalil/contracts/jobs/scrape-sources';
import type { ScrapedRecordWriter } from '@dalil/contracts/jobs/scraped-records';
import type { DatabaseHandle } from '@dalil/service-kit/database';
import { errorMessage } from '@dalil/service-kit/errors';
import { createScrapeSourceRepository, type ScrapeSourceRepository } from '../scrape-sources/index.ts';
import { createBrowserFetcher, type BrowserFetcher } from './browser-fetcher.ts';
import { createHttpFetcher, type PageFetcher } from './http-fetcher.ts';
import { PARSERS } from './parsers/registry.ts';
import { ScrapeError } from './scrape-error.ts';

interface ScrapeDeps {
  sources: Pick<ScrapeSourceRepository, 'listEnabled' | 'recordRun'>;
  http: PageFetcher;
  browser?: BrowserFetcher;
}

interface KindRun {
  outcomes: TSourceOutcome[];
  /** JavaScript sources not read because the run was not enhanced. */
  skipped: number;
}

async function readSource(deps: ScrapeDeps, source: TScrapeSource) {
  const parser = PARSERS[source.parserId];
  if (!parser || !parser.kinds.includes(source.kind)) throw new ScrapeError(`No parser "${source.parserId}" for ${source.kind}`);
  const options = { allowPrivate: source.isLocalFixture };
  let html: string;
  if (source.rendered) {
    if (!deps.browser) throw new ScrapeError('This source needs JavaScript; run enhanced scraping');
    html = await deps.browser.renderHtml(source.url, { ...options, waitForSelector: parser.waitForSelector });
  } else {
    html = await deps.http.fetchHtml(source.url, options);
  }
  const items = parser.parse(html, source.url);
  if (!items.length) throw new ScrapeError(`No items found on ${source.url}: the page markup may have changed`);
  return items;
}

async function scrapeKind(
  deps: ScrapeDeps,
  input: { kind: TScrapeKind; includeRendered: boolean; write?: ScrapedRecordWriter; onSource: (name: string) => Promise<void> },
): Promise<KindRun> {
  const all = await deps.sources.listEnabled(input.kind);
  const sources = all.filter((s) => input.includeRendered || !s.rendered);
  const outcomes: TSourceOutcome[] = [];
  for (const source of sources) {
    let count = 0;
    let written = 0;
    let error: string | null = null;
    try {
      const items = await readSource(deps, source);
      count = items.length;
      if (input.write) written = await input.write(input.kind, items);
    } catch (e) {
      error = e instanceof ScrapeError ? e.message : `Unexpected error: ${errorMessage(e)}`;
    }
    if (input.write) await deps.sources.recordRun(source.id, { count, written, error });
    outcomes.push({ sourceId: source.id, name: source.name, kind: source.kind, count, written, error });
    await input.onSource(source.name);
  }
  return { outcomes, skipped: all.length - sources.length };
}

interface ScrapeSettings {
  /** The jobs schema, where the source registry is. */
  jobs: DatabaseHandle;
  perHostIntervalMs: number;
  chromiumPath: string;
}

/**
 * Runs the given kinds one after the other. `onProgress` hears the number of sources to read
 * before the first one, then after each source.
 */
export async function runScrape(
  settings: ScrapeSettings,
  input: {
    kinds: TScrapeKind[];
    /** Also read the JavaScript sources (an enhanced or a test run). */
    includeRendered: boolean;
    write?: ScrapedRecordWriter;
    onProgress: (done: number, total: number, name: string) => Promise<void>;
  },
): Promise<KindRun & { total: number }> {
  const sources = createScrapeSourceRepository(settings.jobs.db);
  const http = createHttpFetcher({ perHostIntervalMs: settings.perHostIntervalMs });
  const browser = input.includeRendered ? createBrowserFetcher({ http, chromiumPath: settings.chromiumPath }) : undefined;
  const total = (await Promise.all(input.kinds.map((k) => sources.listEnabled(k))))
    .flat()
    .filter((s) => input.includeRendered || !s.rendered).length;
  let done = 0;
  const outcomes: TSourceOutcome[] = [];
  let skipped = 0;
  try {
    await input.onProgress(0, total, 'starting');
    for (const kind of input.kinds) {
      const run = await scrapeKind(
        { sources, http, browser },
        { kind, includeRendered: input.includeRendered, write: input.write, onSource: (name) => input.onProgress(++done, total, name) },
      );
      outcomes.push(...run.outcomes);
      skipped += run.skipped;
    }
  } finally {
    await browser?.close();
    await http.close();
  }
  return { outcomes, skipped, total };
}

/**
 * Runs the registry's sources of one kind: fetch (HTTP or Chromium), parse, then hand the
 * records to `write` (a full run) or only count them (a test run). One source failing — network,
 * robots.txt, SSRF refusal, changed markup — is recorded as that source's error; the others go
 * on, and a source that yields nothing never reaches `write` (no empty overwrite).
 */
import type { TScrapeKind, TSourceOutcome } from '@dalil/contracts/jobs/queues';
import type { TScrapeSource } from '@dalil/contracts/jobs/scrape-sources';
import type { ScrapeSourceRepository } from '../scrape-sources/index.ts';
import type { BrowserFetcher } from './browser-fetcher.ts';
import type { PageFetcher } from './http-fetcher.ts';
import { PARSERS } from './parsers/registry.ts';
import type { ScrapedByKind } from './records.ts';
import { ScrapeError } from './scrape-error.ts';
import { errorMessage } from '@dalil/service-kit/errors';

export interface ScrapeDeps {
  sources: Pick<ScrapeSourceRepository, 'listEnabled' | 'recordRun'>;
  http: PageFetcher;
  browser?: BrowserFetcher;
}

export type ScrapeWriter = <K extends TScrapeKind>(kind: K, items: Array<ScrapedByKind[K]>, source: TScrapeSource) => Promise<number>;

export interface KindRun {
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

export async function scrapeKind(
  deps: ScrapeDeps,
  input: { kind: TScrapeKind; includeRendered: boolean; write?: ScrapeWriter; onSource?: (done: number, total: number, name: string) => Promise<void> },
): Promise<KindRun> {
  const all = await deps.sources.listEnabled(input.kind);
  const sources = all.filter((s) => input.includeRendered || !s.rendered);
  const outcomes: TSourceOutcome[] = [];
  for (const [index, source] of sources.entries()) {
    let count = 0;
    let written = 0;
    let error: string | null = null;
    try {
      const items = await readSource(deps, source);
      count = items.length;
      if (input.write) written = await input.write(input.kind, items, source);
    } catch (e) {
      error = e instanceof ScrapeError ? e.message : `Unexpected error: ${errorMessage(e)}`;
    }
    if (input.write) await deps.sources.recordRun(source.id, { count, written, error });
    outcomes.push({ sourceId: source.id, name: source.name, kind: source.kind, count, written, error });
    await input.onSource?.(index + 1, sources.length, source.name);
  }
  return { outcomes, skipped: all.length - sources.length };
}

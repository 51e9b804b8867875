/**
 * Arabic pages in Arabic: on each public route opened in Arabic, the Latin-script words in
 * `main` are counted (URLs, e-mail addresses and a short list of proper names and codes that are
 * written in Latin letters in Arabic text too are not counted). Text an element marks as English
 * on purpose (`lang="en"`: a programme's original name beneath its Arabic one) is reported
 * apart and not counted. The counts are printed per route, for the record.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGE_ROUTES } from '@dalil/contracts/web/page-routes';
import { useBrowser } from './browser.ts';

/** Written in Latin letters in Arabic text too: acronyms of institutions, tests and publishers. */
const ALLOWED = new Set(['DAAD', 'MEXT', 'KAUST', 'GERSS', 'GERLS', 'GKS', 'SISGP', 'IYT', 'SACS', 'PSSF', 'SNG', 'EJEP', 'JJ', 'WBGSP', 'MBZUAI', 'FLTA', 'JFDP', 'IsDB', 'CGRS-D', 'IELTS', 'TOEFL', 'QS', 'THE', 'E-JUST', 'AUC', 'GUC', 'GIU', 'BUE', 'WE']);
/** At most this many other Latin words in an Arabic page's `main`. */
const MAX_LATIN_WORDS = 10;

interface LatinCount {
  counted: string[];
  markedEnglish: number;
}

/** The Latin words of `main`'s visible text, as a reader of the Arabic page sees it. */
function latinWords(page: Page): Promise<LatinCount> {
  return page.evaluate((allowed) => {
    const main = document.querySelector('main')!;
    const counted: string[] = [];
    let markedEnglish = 0;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      const option = element.closest('option');
      const shown = option ? option.closest('select')!.checkVisibility() : element.checkVisibility();
      if (!shown) continue;
      // Addresses: URLs, e-mails and host names (lower case, "elbalad.news", "example.org/x").
      const text = (node.textContent ?? '').replace(/https?:\/\/\S+|\S+@\S+\.\S+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b(?:\/\S*)?/g, ' ');
      const words = text.match(/\p{Script=Latin}+(?:[-'’.]\p{Script=Latin}+)*/gu) ?? [];
      const marked = element.closest('[lang]');
      if (marked && !marked.getAttribute('lang')!.startsWith('ar')) {
        markedEnglish += words.length;
        continue;
      }
      counted.push(...words.filter((w) => !allowed.includes(w)));
    }
    return { counted, markedEnglish };
  }, [...ALLOWED]);
}

/** The page has drawn its main heading and its data has arrived. */
async function settled(page: Page) {
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

describe('Arabic pages show Arabic content', () => {
  const browser = useBrowser();
  let routes: string[] = [];

  beforeAll(async () => {
    const api = async <T>(path: string) => ((await (await fetch(`${inject('baseUrl')}${path}`)).json()) as { data: T }).data;
    const [university] = await api<Array<{ id: string }>>('/api/universities?search=cairo%20university&limit=1');
    const scholarships = await api<Array<{ id: string }>>('/api/scholarships?limit=3');
    routes = [
      ...Object.values(PAGE_ROUTES).map((route) => route.replace(':id', university!.id)),
      '/scholarships?open=true',
      `/compare?tab=scholarships&s=${scholarships.map((s) => s.id).join(',')}`,
    ];
  });

  it(`when each public route is opened in Arabic, then its main content holds at most ${MAX_LATIN_WORDS} Latin-script words beyond proper names, codes and addresses`, async () => {
    const report: string[] = [];
    const over: string[] = [];
    const page = await browser.open('/', { language: 'ar', viewport: { width: 1280, height: 900 } });
    for (const route of routes) {
      await page.goto(route);
      await settled(page);
      const { counted, markedEnglish } = await latinWords(page);
      const examples = [...new Set(counted)].slice(0, 25).join(' ');
      report.push(`${route.slice(0, 48).padEnd(48)} ${String(counted.length).padStart(5)} counted, ${String(markedEnglish).padStart(5)} in lang="en" names  ${examples}`);
      if (counted.length > MAX_LATIN_WORDS) over.push(`${route}: ${counted.length} Latin words, e.g. ${examples}`);
    }
    await page.context().close();
    console.log(`Latin-script words in main, Arabic pages:\n${report.join('\n')}`);
    expect(over).toEqual([]);
  }, 300_000);
});

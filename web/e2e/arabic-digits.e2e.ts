/**
 * Arabic pages write every number in Arabic-Indic digits (through the number helper, numbers
 * inside translated strings too), and no dot-like separator stands beside one ("١١٠٠٠٠٢ · العام"
 * reads as a zero). Each public route is opened in Arabic; the visible text of the header, `main`
 * and the footer is read as a visitor sees it. Not counted: addresses (URLs, hosts, e-mails), codes
 * whose digits belong to Latin letters ("B2", "COVID-19") and
 * text an element marks as another language (`lang="en"`: a publisher's or programme's own
 * English name, reported apart). The compare picker shows Arabic names, and its cut-off row
 * says the range with its source, or that none is published.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';

interface DigitReport {
  /** Visible text holding an ASCII digit, with a little context. */
  latin: string[];
  /** Text in lang="en" names holding ASCII digits (allowed; counted for the record). */
  markedEnglish: number;
  /** A middle dot or bullet beside an Arabic-Indic digit. */
  dots: string[];
  footer: string;
}

function readDigits(page: Page): Promise<DigitReport> {
  return page.evaluate(() => {
    const latin: string[] = [];
    const dots: string[] = [];
    let markedEnglish = 0;
    const roots = [document.querySelector('header'), document.querySelector('main'), document.querySelector('footer')].filter((e): e is HTMLElement => e !== null);
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        if (element.closest('script, style, noscript')) continue;
        const option = element.closest('option');
        const shown = option ? option.closest('select')!.checkVisibility() : element.checkVisibility();
        if (!shown) continue;
        // Addresses, and codes whose digits belong to Latin letters ("B2", "COVID-19"), keep theirs.
        const text = (node.textContent ?? '')
          .replace(/https?:\/\/\S+|\S+@\S+\.\S+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b(?:\/\S*)?/gi, ' ')
          .replace(/[A-Za-z][A-Za-z-]*\d[A-Za-z0-9-]*|\d+[A-Za-z]+/g, ' ');
        if (!/[0-9]/.test(text)) continue;
        const marked = element.closest('[lang]');
        if (marked && !marked.getAttribute('lang')!.startsWith('ar')) {
          markedEnglish += 1;
          continue;
        }
        latin.push(text.trim().slice(0, 80));
      }
      const all = root.innerText;
      for (const match of all.matchAll(/.{0,12}(?:[٠-٩]\s*[·•∙⋅]|[·•∙⋅]\s*[٠-٩]).{0,12}/g)) dots.push(match[0]);
    }
    return { latin, markedEnglish, dots, footer: (document.querySelector('footer') as HTMLElement | null)?.innerText ?? '' };
  });
}

async function settled(page: Page) {
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

describe('Arabic pages write numbers in Arabic-Indic digits', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');
  const api = async <T>(path: string) => ((await (await fetch(`${baseUrl}${path}`)).json()) as { data: T }).data;
  let routes: string[] = [];
  let compared: Array<{ id: string; name: string; nameArabic: string }> = [];

  beforeAll(async () => {
    const cairo = (await api<Array<{ id: string; name: string; nameArabic: string }>>('/api/universities?search=cairo%20university&limit=1'))[0]!;
    const ainShams = (await api<Array<{ id: string; name: string; nameArabic: string }>>('/api/universities?search=ain%20shams&limit=1'))[0]!;
    compared = [cairo, ainShams];
    const guide = 'score=297.5&stream=math&year=2025&gov=Cairo';
    const suggestions = await api<{ tiers: Record<string, Array<{ university: { id: string }; faculty: { key: string } }>> }>(`/api/guidance/suggestions?${guide}&limit=50`);
    const wishes = Object.values(suggestions.tiers).flat().slice(0, 3).map((s) => `${s.university.id}~${s.faculty.key}`);
    expect(wishes.length).toBe(3);
    routes = [
      '/',
      '/universities',
      `/universities/${cairo.id}`,
      '/scholarships',
      '/programs',
      '/cost-of-living',
      `/compare?u=${cairo.id},${ainShams.id}`,
      `/guide?${guide}`,
      `/guide/wishes?w=${encodeURIComponent(wishes.join(','))}&${guide}&max=320`,
      '/careers',
    ];
  });

  it('when each public route is opened in Arabic, then no ASCII digit shows in the header, main or footer (beyond addresses and names marked English), no dot stands beside a digit, the footer says © ٢٠٢٦ and axe finds nothing serious in main', async () => {
    const page = await browser.open('/', { language: 'ar', viewport: { width: 1280, height: 900 } });
    const report: string[] = [];
    const problems: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await settled(page);
      // The guide's results and the wish list's chances are on the page, numbers and all.
      if (route.startsWith('/guide?')) await page.getByTestId('suggestion').first().waitFor();
      if (route.startsWith('/guide/wishes')) await page.getByTestId('wish-chance').first().waitFor();
      const found = await readDigits(page);
      report.push(`${route.slice(0, 60).padEnd(60)} ${String(found.latin.length).padStart(4)} with 0-9, ${String(found.markedEnglish).padStart(4)} in lang="en" names, ${found.dots.length} dots  ${found.latin.slice(0, 6).join(' | ')}`);
      if (found.latin.length) problems.push(`${route}: ${found.latin.join(' | ')}`);
      if (found.dots.length) problems.push(`${route}: dot beside a digit: ${found.dots.join(' | ')}`);
      const axe = await new AxeBuilder({ page }).include('main').analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      if (serious.length) problems.push(`${route}: axe ${serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`).join('; ')}`);
      expect(found.footer, route).toContain(`© ${new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(new Date().getFullYear())}`);
    }
    await page.context().close();
    console.log(`Text with ASCII digits, Arabic pages:\n${report.join('\n')}`);
    expect(problems).toEqual([]);
  }, 300_000);

  it('when universities are compared in Arabic, then the picker shows Arabic names and the cut-off row gives each a range with its source, or says none is published; axe finds nothing serious', async () => {
    const page = await browser.open(`/compare?u=${compared.map((u) => u.id).join(',')}`, { language: 'ar', viewport: { width: 1280, height: 900 } });
    await page.getByTestId('compare-candidate').first().waitFor();
    const names = await page.getByTestId('compare-candidate').locator('p.font-bold').allInnerTexts();
    expect(names.length).toBeGreaterThan(20);
    // Every university has its Arabic name: none is shown in Latin letters.
    expect(names.filter((n) => /\p{Script=Latin}/u.test(n) && !/\p{Script=Arabic}/u.test(n))).toEqual([]);
    // The compared ones are named in Arabic in the table too.
    const headers = await page.getByTestId('compare-table').getByTestId('compare-column').allInnerTexts();
    for (const [i, u] of compared.entries()) expect(headers[i]).toContain(u.nameArabic);

    const row = page.getByTestId('compare-table').getByTestId('compare-row').filter({ has: page.getByRole('rowheader', { name: 'الحدود الدنيا للقبول (أحدث عام)' }) });
    await row.waitFor();
    await page.waitForLoadState('networkidle');
    const cells = await row.locator('td').allInnerTexts();
    expect(cells).toHaveLength(2);
    for (const cell of cells) {
      // A range "من ٦٥٫٢٪ إلى ٩٥٪" with its faculty count, year and "المصدر:", or the plain "none".
      expect(cell).toMatch(/(^لا توجد حدود دنيا منشورة$)|([٠-٩]+(٫[٠-٩]+)?٪[\s\S]*[٠-٩]{4}[\s\S]*المصدر:)/);
    }
    expect(cells.some((c) => c.includes('المصدر:'))).toBe(true);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.context().close();

    // The same comparison in English: the row, with nothing serious for axe either.
    const english = await browser.open(`/compare?u=${compared.map((u) => u.id).join(',')}`, { language: 'en', viewport: { width: 1280, height: 900 } });
    await english.getByRole('rowheader', { name: 'Admission cut-offs (newest year)' }).waitFor();
    await english.waitForLoadState('networkidle');
    const englishAxe = await new AxeBuilder({ page: english }).include('main').analyze();
    expect(englishAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await english.context().close();
  }, 120_000);
});

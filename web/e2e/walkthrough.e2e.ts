/**
 * The public site walked through on a 390 px phone and a 1440 px desktop, in Arabic and English:
 * no page scrolls sideways, compare works with 2 and 3 items in both tabs, pages open at their
 * top and Back returns, lists follow the Arabic alphabet, unknown paths answer 404, the
 * scholarship filters and the home page's seat box work, and axe finds nothing serious.
 * Scholarships and a result are this file's own fixtures; seeded universities are only navigated.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cairoToday } from '@dalil/contracts/catalogue/scholarship-deadline';
import { PAGE_ROUTES } from '@dalil/contracts/web/page-routes';
import { importResults } from '@dalil/catalogue/worker';
import { adminToken, useBrowser, withDatabase } from './browser.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const LANGUAGES = ['ar', 'en'] as const;

const dayFromToday = (days: number) => new Date(Date.parse(`${cairoToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The English name of the month `ahead` months from now, and that month's number and year. */
function monthAhead(ahead: number) {
  const date = new Date(Date.parse(`${cairoToday()}T00:00:00Z`));
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + ahead);
  return { name: date.toLocaleString('en', { month: 'long', timeZone: 'UTC' }), year: date.getUTCFullYear() };
}

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${url}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}


/** How far the page scrolls sideways (0 when it fits the screen). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

/** Serious and critical axe findings on the whole page, as 'rule: target' lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** The page has rendered its main heading (lazy pages and their data have arrived). */
async function settled(page: Page) {
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

describe('public site walk-through: phone and desktop, Arabic and English', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');
  let universities: Array<{ id: string; name: string }> = [];
  let scholarshipIds: string[] = [];
  const usual = monthAhead(2);
  const fixtures = {
    open: { name: 'E2E Walk Open Scholarship', nameArabic: 'منحة المسار المفتوح وDevOps', country: 'Germany', level: 'masters', deadline: dayFromToday(20) },
    usual: { name: 'E2E Walk Usual Month Scholarship', nameArabic: 'منحة المسار ذات الشهر المعتاد', country: 'Japan', level: 'bachelor' },
  };

  beforeAll(async () => {
    universities = (await api<Array<{ id: string; name: string }>>('GET', '/api/universities?limit=100')).map(({ id, name }) => ({ id, name }));
    expect(universities.length).toBeGreaterThanOrEqual(3);
    const common = { provider: 'E2E Walk Foundation', type: 'international', coverage: 'full', currency: 'USD', eligibility: { gpa: 3 }, description: 'A walk-through fixture.', descriptionArabic: 'منحة للاختبار.', applicationLink: 'https://example.org/walk' };
    const existing = await api<Array<{ id: string; name: string }>>('GET', '/api/admin/scholarships?search=E2E%20Walk&limit=100');
    for (const s of existing) await api('DELETE', `/api/admin/scholarships/${s.id}`);
    const open = await api<{ id: string }>('POST', '/api/admin/scholarships', { ...common, ...fixtures.open });
    const usualOne = await api<{ id: string }>('POST', '/api/admin/scholarships', { ...common, ...fixtures.usual, deadline: dayFromToday(1) });
    // As most published scholarships are: only the month the last call closed in, and no official link.
    await withDatabase((pool) =>
      pool.query('update scholarships set deadline = null, deadline_month = $2, application_link = null, source_urls = $3 where id = $1', [
        usualOne.id,
        `${usual.name} (the round may move)`,
        ['https://example.org/walk-source'],
      ]),
    );
    // A write through the API empties the catalogue's answer caches after the direct update.
    await api('PUT', `/api/admin/scholarships/${usualOne.id}`, { isActive: true });
    scholarshipIds = [open.id, usualOne.id, ...(await api<Array<{ id: string }>>('GET', '/api/scholarships?limit=5')).map((s) => s.id).filter((id) => id !== open.id && id !== usualOne.id)].slice(0, 3);

    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'dalil-e2e-walk-')), 'results-2023.csv');
    writeFileSync(file, '\uFEFF' + ['seat_number,student_name,stream,total_score,status,Arabic|اللغة العربية|80', '8800123,سلمى عادل,science,380,passed,75'].join('\r\n') + '\r\n');
    expect(await withDatabase((pool) => importResults({ pool }, { filePath: file, year: 2023 }))).toEqual({ imported: 1, rejected: [], rejectedCount: 0 });
  }, 120_000);

  // The fixtures leave with this file: later files read the public lists (the Arabic pages count
  // their English words) and must not find this file's English-only deadline text there.
  afterAll(async () => {
    const mine = await api<Array<{ id: string }>>('GET', '/api/admin/scholarships?search=E2E%20Walk&limit=100');
    for (const s of mine) await api('DELETE', `/api/admin/scholarships/${s.id}`);
  });

  it('when every public route is opened on a 390 px phone in Arabic and English, then no page scrolls sideways', async () => {
    const [u1, u2, u3] = universities;
    const routes = [
      ...Object.values(PAGE_ROUTES).map((route) => route.replace(':id', u1!.id)),
      `/compare?u=${u1!.id},${u2!.id},${u3!.id}`,
      `/compare?tab=scholarships&s=${scholarshipIds.join(',')}`,
      '/compare?tab=scholarships',
      '/scholarships?sort=deadline',
      '/guide?score=380&max=410&stream=science&year=2024',
      '/results?seat=8800123&year=2023',
      '/no-such-page',
    ];
    const wide: string[] = [];
    for (const language of LANGUAGES) {
      const page = await browser.open('/', { language, viewport: PHONE });
      for (const route of routes) {
        await page.goto(route);
        await settled(page);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) wide.push(`${language} ${route}: ${overflow} px too wide`);
        if (language === 'ar') expect(await page.evaluate(() => window.scrollX), route).toBe(0);
      }
      await page.context().close();
    }
    expect(wide).toEqual([]);
  }, 300_000);

  it('when 2 then 3 universities are compared on a phone, then they are stacked under numbered names, rows empty for all are left out, in both languages', async () => {
    for (const language of LANGUAGES) {
      const page = await browser.open('/universities', { language, viewport: PHONE });
      const toggles = page.getByTestId('compare-toggle');
      await toggles.first().waitFor();
      await toggles.nth(0).click();
      await toggles.nth(1).click();
      expect(await toggles.nth(0).getAttribute('aria-pressed')).toBe('true');
      await page.goto('/compare');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-stacked"] [data-testid="compare-item"] a').length === 2);
      expect(new URL(page.url()).searchParams.get('u')?.split(',')).toHaveLength(2);
      expect(await page.getByTestId('compare-table').isVisible()).toBe(false);
      expect(await sidewaysOverflow(page)).toBe(0);

      // A third from the list below the comparison.
      await page.getByTestId('compare-candidate').locator('button:not([disabled])').first().click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-stacked"] [data-testid="compare-item"] a').length === 3);
      await page.waitForLoadState('networkidle');
      expect(await sidewaysOverflow(page)).toBe(0);
      const rows = page.getByTestId('compare-stacked').getByTestId('compare-row');
      expect(await rows.count()).toBeGreaterThan(2);
      const unknown = language === 'ar' ? 'غير متاح' : 'Not available';
      for (const row of await rows.all()) {
        const values = await row.locator('dd').allInnerTexts();
        expect(values).toHaveLength(3);
        // Each row shown says something about at least one university (an unknown cell is a lone dash
        // read as 'Not available'; a dash inside a value is the separator beside numbers).
        expect(values.some((v) => v.trim() !== '—' && !v.includes(unknown)), await row.innerText()).toBe(true);
      }
      // The detail page's button reads as added for a compared university.
      const compared = new URL(page.url()).searchParams.get('u')!.split(',')[0]!;
      await page.goto(`/universities/${compared}`);
      await settled(page);
      expect(await page.getByTestId('compare-toggle').getAttribute('aria-pressed')).toBe('true');
      await page.context().close();
    }
  }, 120_000);

  it('when 2 then 3 scholarships are compared on a phone, then the scholarships tab shows them stacked with the deadline as known, in both languages', async () => {
    for (const language of LANGUAGES) {
      const page = await browser.open('/scholarships?search=E2E%20Walk', { language, viewport: PHONE });
      const cards = page.getByTestId('scholarship-card');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="scholarship-card"]').length === 2);
      for (const card of await cards.all()) await card.getByTestId('compare-toggle').click();
      await page.goto('/compare');
      await page.waitForURL(/tab=scholarships/);
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="compare-stacked"] [data-testid="compare-item"]').length === 2 && !document.querySelector('[data-testid="compare-stacked"] .animate-spin'),
      );
      expect(await sidewaysOverflow(page)).toBe(0);
      const deadlineRow = page.getByTestId('compare-stacked').getByTestId('compare-row').filter({ hasText: language === 'ar' ? 'آخر موعد' : 'Deadline' });
      expect(await deadlineRow.innerText()).toContain(language === 'ar' ? 'ليس موعدًا مؤكدًا' : 'not a confirmed date');

      await page.getByTestId('compare-candidate').locator('button:not([disabled])').first().click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-stacked"] [data-testid="compare-item"]').length === 3);
      await page.waitForLoadState('networkidle');
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(new URL(page.url()).searchParams.get('s')?.split(',')).toHaveLength(3);
      await page.context().close();
    }
  }, 120_000);

  it('when a university is opened from deep in the list, then its page starts at the top, and Back returns to the same place in the list', async () => {
    const page = await browser.open('/universities', { language: 'ar', viewport: PHONE });
    const card = page.getByTestId('university-card').nth(20);
    await card.waitFor();
    // The cards' figures arrive in a second call; the place in the list is read once they are in.
    await page.waitForLoadState('networkidle');
    await card.scrollIntoViewIfNeeded();
    const listY = await page.evaluate(() => window.scrollY);
    expect(listY).toBeGreaterThan(2000);
    const name = await card.locator('h2').innerText();
    await card.locator('h2 a').click();
    // The university's own page has replaced the list (its heading is the university's name).
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.getByTestId('university-card').nth(20).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, listY, { timeout: 10_000 });
  });

  it('when a career is chosen, then a desktop page stays where it is and a phone scrolls the panel into view below the header', async () => {
    const desktop = await browser.open('/careers', { language: 'en', viewport: DESKTOP });
    await desktop.getByTestId('career-card').nth(3).waitFor();
    await desktop.evaluate(() => window.scrollTo(0, 120));
    const before = await desktop.evaluate(() => window.scrollY);
    await desktop.getByTestId('career-card').nth(3).click();
    await desktop.getByTestId('career-details').waitFor();
    await desktop.waitForTimeout(300); // a jump, if any, happens in the same frame as the panel
    expect(await desktop.evaluate(() => window.scrollY)).toBe(before);

    const phone = await browser.open('/careers', { language: 'ar', viewport: PHONE });
    await phone.getByTestId('career-card').nth(3).click();
    await phone.getByTestId('career-details').waitFor();
    await phone.waitForFunction(() => {
      const top = document.querySelector('[data-testid="career-details"]')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
  });

  it('when universities and scholarships are listed in Arabic, then they are in Arabic alphabetical order (Intl.Collator("ar"))', async () => {
    for (const [route, heading] of [
      ['/universities', '[data-testid="university-card"] h2'],
      ['/scholarships', '[data-testid="scholarship-card"] h2'],
    ] as const) {
      const page = await browser.open(route, { language: 'ar', viewport: DESKTOP });
      await page.locator(heading).nth(10).waitFor();
      const names = await page.locator(heading).allInnerTexts();
      const sorted = await page.evaluate((list) => [...list].sort(new Intl.Collator('ar').compare), names);
      expect(names, route).toEqual(sorted);
      expect(names.length).toBeGreaterThan(10);
      await page.context().close();
    }
  });

  it('when an unknown path is requested, then it answers 404 and shows the 404 page; app pages answer 200', async () => {
    expect((await fetch(`${baseUrl}/no-such-page/here`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/universities/${universities[0]!.id}`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/guide/method`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/admin/universities`)).status).toBe(200);
    const page = await browser.open('/', { language: 'ar' });
    const response = await page.goto('/no-such-page/here');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' }).waitFor();
  });

  it('when scholarships are filtered by level and open now and ordered by deadline, then the cards say what is known about each deadline', async () => {
    const page = await browser.open('/scholarships?open=true', { language: 'en', viewport: PHONE });
    const card = (name: string) => page.getByTestId('scholarship-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card(fixtures.open.name).waitFor();
    expect(await card(fixtures.usual.name).count()).toBe(0);
    expect(await card(fixtures.open.name).innerText()).toContain('Open now');

    await page.goto('/scholarships?search=E2E%20Walk&sort=deadline');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="scholarship-card"]').length === 2);
    expect(await page.getByTestId('scholarship-card').locator('h2').allInnerTexts()).toEqual([fixtures.open.name, fixtures.usual.name]);
    const usualCard = card(fixtures.usual.name);
    expect(await usualCard.getByTestId('scholarship-deadline').innerText()).toBe(`Usually ${usual.name} (the round may move) — next expected ${usual.name} ${usual.year}; not a confirmed date`);
    // No official link: the card says so and leads to its source instead.
    expect(await usualCard.innerText()).toContain('No official page is listed for this scholarship.');
    expect(await usualCard.getByRole('link', { name: /Read more at the source \(E2E Walk Foundation\)/ }).getAttribute('href')).toBe('https://example.org/walk-source');

    await page.goto('/scholarships?search=E2E%20Walk&level=bachelor');
    await card(fixtures.usual.name).waitFor();
    expect(await page.getByTestId('scholarship-card').count()).toBe(1);

    // Arabic: the country in Arabic, the Latin word isolated from the Arabic around it.
    const arabic = await browser.open('/scholarships?search=E2E%20Walk&open=true', { language: 'ar', viewport: PHONE });
    const openCard = arabic.getByTestId('scholarship-card').first();
    await openCard.waitFor();
    expect(await openCard.innerText()).toContain('ألمانيا');
    expect(await openCard.locator('h2 bdi').innerText()).toBe('DevOps');
    expect(await openCard.innerText()).toContain('مفتوحة الآن');
  });

  it('when the home page seat box gets a seat number in Arabic digits and a year, then the result opens', async () => {
    const page = await browser.open('/', { language: 'ar', viewport: PHONE });
    const box = page.getByTestId('home-seat-lookup');
    await box.getByLabel('رقم الجلوس').fill('٨٨٠٠١٢٣');
    await box.getByLabel('العام الدراسي').selectOption('2023');
    await box.getByRole('button', { name: 'بحث' }).click();
    await page.waitForURL(/\/results\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ seat: '8800123', year: '2023' });
    await page.getByRole('heading', { name: 'سلمى عادل' }).waitFor();
  });

  it('when axe scans the changed pages on a phone and a desktop in both languages, then it finds no serious or critical violation', async () => {
    const [u1, u2, u3] = universities;
    // The list pages are searched down to a few cards: the card markup is what changed, and axe on
    // a hundred cards takes minutes on a busy machine.
    const phoneRoutes = [
      '/',
      '/universities?search=cairo',
      `/universities/${u1!.id}`,
      '/scholarships?search=E2E%20Walk&sort=deadline',
      `/compare?u=${u1!.id},${u2!.id},${u3!.id}`,
      `/compare?tab=scholarships&s=${scholarshipIds.join(',')}`,
      '/no-such-page',
    ];
    const desktopRoutes = ['/', `/compare?u=${u1!.id},${u2!.id},${u3!.id}`, `/compare?tab=scholarships&s=${scholarshipIds.join(',')}`];
    const problems: string[] = [];
    for (const [viewport, routes] of [
      [PHONE, phoneRoutes],
      [DESKTOP, desktopRoutes],
    ] as const) {
      for (const language of LANGUAGES) {
        const page = await browser.open('/', { language, viewport });
        for (const route of routes) {
          await page.goto(route);
          await settled(page);
          for (const line of await seriousViolations(page)) problems.push(`${viewport.width} ${language} ${route}: ${line}`);
        }
        await page.context().close();
      }
    }
    expect(problems).toEqual([]);
  }, 420_000);
});

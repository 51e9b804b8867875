/**
 * Scholarship windows, statuses and benefits on the public pages (issue 28), with this file's
 * own fixture scholarships (their windows written to the database as the seed writes them), in
 * Arabic and English; and axe on the pages this work changed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cairoToday } from '@dalil/contracts/catalogue/scholarship-deadline';
import { adminCall, useBrowser, withDatabase } from './browser.ts';

const PHONE = { width: 390, height: 844 };
const today = cairoToday();
const dayFromToday = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const month = Number(today.slice(5, 7));
const monthPlus = (n: number) => ((month - 1 + n) % 12) + 1;
const longDate = (date: string, locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));
const monthName = (m: number, locale: string) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, m - 1, 1)));

const FIXTURES = {
  confirmed: { name: 'E2E Window Confirmed Award', nameArabic: 'منحة النافذة المؤكدة' },
  usual: { name: 'E2E Window Usual Award', nameArabic: 'منحة النافذة المعتادة' },
  suspended: { name: 'E2E Window Suspended Award', nameArabic: 'منحة النافذة المعلقة' },
};


const card = (page: Page, name: string) => page.getByTestId('scholarship-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('scholarship windows, statuses and benefits', () => {
  const browser = useBrowser();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const existing = await adminCall<Array<{ id: string }>>('GET', '/api/admin/scholarships?search=E2E%20Window&limit=100');
    for (const s of existing) await adminCall('DELETE', `/api/admin/scholarships/${s.id}`);
    for (const [key, names] of Object.entries(FIXTURES)) {
      const created = await adminCall<{ id: string }>('POST', '/api/admin/scholarships', {
        ...names,
        provider: 'E2E Window Foundation',
        providerArabic: 'مؤسسة النوافذ',
        type: 'international',
        coverage: 'partial',
        currency: 'USD',
        deadline: dayFromToday(1),
        eligibility: { gpa: 3 },
        benefits: 'Tuition\nMonthly stipend\nTravel not covered',
        benefitsArabic: 'الرسوم الدراسية\nراتب شهري\nالسفر غير مشمول',
        applicationLink: 'https://example.org/window',
        description: 'A window fixture.',
        descriptionArabic: 'منحة للاختبار.',
      });
      ids[key] = created.id;
    }
    await withDatabase(async (pool) => {
      await pool.query('update scholarships set deadline = null, arabic_translated = true where id = any($1::uuid[])', [Object.values(ids)]);
      const add = (id: string, intake: string, fields: Record<string, unknown>) =>
        pool.query(
          `insert into scholarship_windows (scholarship_id, natural_key, intake, intake_arabic, opens_on, closes_on, status, usual, note, note_arabic, source_name, source_name_arabic, source_urls, confidence, position)
           values ($1, $2, $3, $3, $4, $5, $6, $7::jsonb, 'A note.', 'ملاحظة.', 'E2E Source', 'مصدر الاختبار', '{https://example.org/source}', $8, 0)`,
          [id, `e2e|${id}|${intake}`, intake, fields.opensOn ?? null, fields.closesOn ?? null, fields.status, JSON.stringify(fields.usual ?? []), fields.confidence ?? null],
        );
      await add(ids.confirmed!, '2027/28', { status: 'confirmed', closesOn: dayFromToday(6), confidence: 'low' });
      await add(ids.confirmed!, '2026/27', { status: 'previous-cycle', closesOn: dayFromToday(-300) });
      await add(ids.usual!, '2027/28', { status: 'recurring-pattern', usual: [{ opens: { months: [month], either: false }, closes: { months: [monthPlus(2)], either: false } }] });
      await pool.query(
        `update scholarships set status = 'suspended', status_note = 'Suspended by the funder.', status_note_arabic = 'علّقها المموّل.', status_since = 'January 2025', status_since_arabic = 'يناير 2025',
           status_source_name = 'E2E News', status_source_name_arabic = 'أخبار الاختبار', status_source_urls = '{https://example.org/news}' where id = $1`,
        [ids.suspended],
      );
    });
    // A write through the API empties the catalogue's answer caches after the direct updates.
    await adminCall('PUT', `/api/admin/scholarships/${ids.usual}`, { isActive: true });
  }, 60_000);

  afterAll(async () => {
    for (const id of Object.values(ids)) await adminCall('DELETE', `/api/admin/scholarships/${id}`).catch(() => undefined);
  });

  it('when "open now" is chosen, then the confirmed window is listed first with its date in words, the usual calendar under its own heading, and the suspended scholarship in neither, in both languages', async () => {
    for (const [language, locale, closes, usually] of [
      ['en', 'en-GB', 'Closes', 'Usually'],
      ['ar', 'ar-EG', 'يُغلق في', 'عادةً'],
    ] as const) {
      const page = await browser.open('/scholarships?open=true&search=E2E%20Window', { language, viewport: PHONE });
      const confirmed = card(page, FIXTURES.confirmed[language === 'ar' ? 'nameArabic' : 'name']);
      await confirmed.waitFor();
      // Open-now lists come by the next known date.
      expect(await page.locator('main select[name="sort"]').inputValue()).toBe('deadline');
      const windows = confirmed.getByTestId('scholarship-window');
      expect(await windows.first().getByTestId('window-text').innerText()).toBe(`${closes} ${longDate(dayFromToday(6), locale)}`);
      expect(await windows.nth(1).getAttribute('data-status')).toBe('previous-cycle');
      expect(await windows.nth(1).getByTestId('window-text').innerText()).toContain(language === 'ar' ? 'العام الماضي' : 'Last year');
      // The usual calendar: under "usually open around now", never in the confirmed list.
      const usualSection = page.getByTestId('usually-open');
      const usualName = FIXTURES.usual[language === 'ar' ? 'nameArabic' : 'name'];
      await card(page, usualName).and(usualSection.getByTestId('scholarship-card')).waitFor();
      expect(await usualSection.getByTestId('window-text').first().innerText()).toContain(`${usually} ${language === 'ar' ? 'من ' : ''}${monthName(month, locale)}`);
      expect(await page.locator('main').getByRole('heading', { name: FIXTURES.suspended[language === 'ar' ? 'nameArabic' : 'name'] }).count()).toBe(0);
      await page.context().close();
    }
  });

  it('when the status filter asks for ended scholarships, then the suspended one is listed and says why and since when, with its source; the default list leaves it out', async () => {
    const page = await browser.open('/scholarships?search=E2E%20Window', { language: 'ar' });
    await card(page, FIXTURES.confirmed.nameArabic).waitFor();
    expect(await card(page, FIXTURES.suspended.nameArabic).count()).toBe(0);
    await page.getByLabel('الحالة').selectOption('true');
    const suspended = card(page, FIXTURES.suspended.nameArabic);
    await suspended.waitFor();
    const status = suspended.getByTestId('scholarship-status');
    expect(await status.innerText()).toContain('معلّقة منذ يناير ٢٠٢٥');
    expect(await status.innerText()).toContain('علّقها المموّل.');
    expect(await status.getByRole('link', { name: /أخبار الاختبار/ }).getAttribute('href')).toBe('https://example.org/news');
    await page.context().close();
  });

  it('when a benefit is not covered, then it gets a grey minus and "not covered" for screen readers, never the green check, on the card and in the comparison; the Arabic text says it is Dalil\'s translation', async () => {
    const page = await browser.open('/scholarships?search=E2E%20Window', { language: 'ar' });
    const benefits = card(page, FIXTURES.confirmed.nameArabic).getByTestId('benefit');
    await benefits.first().waitFor();
    expect(await benefits.evaluateAll((items) => items.map((li) => [li.textContent, li.getAttribute('data-covered'), li.querySelector('svg')!.getAttribute('class')!.includes('green')]))).toEqual([
      ['الرسوم الدراسية', 'yes', true],
      ['راتب شهري', 'yes', true],
      ['غير مشمول: السفر غير مشمول', 'no', false],
    ]);
    expect(await card(page, FIXTURES.confirmed.nameArabic).getByTestId('translation-mark').first().innerText()).toBe('ترجمة دليل');
    await page.goto(`/compare?tab=scholarships&s=${ids.confirmed},${ids.usual}`);
    const compared = page.locator('main [data-testid="benefit"][data-covered="no"]');
    await compared.first().waitFor();
    expect(await compared.first().locator('svg').getAttribute('class')).not.toContain('green');
    await page.context().close();
  });

  it('when axe scans the pages this work changed, in Arabic and English, then it finds no serious or critical violation', async () => {
    const routes = [
      '/scholarships?open=true&search=E2E%20Window',
      '/scholarships?ended=true&search=E2E%20Window',
      '/programs?search=pharmaceutical',
      '/cost-of-living',
      `/compare?tab=scholarships&s=${ids.confirmed},${ids.usual}`,
      '/account/register',
      '/account/lists',
      '/',
    ];
    const problems: string[] = [];
    for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
      for (const language of ['ar', 'en'] as const) {
        const page = await browser.open('/', { language, viewport });
        for (const route of routes) {
          await page.goto(route);
          await page.locator('main h1').first().waitFor({ timeout: 30_000 });
          await page.waitForLoadState('networkidle');
          // The windows' notes open too, so their text is scanned.
          for (const details of await page.locator('main details').all()) await details.evaluate((d: HTMLDetailsElement) => (d.open = true));
          const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          for (const v of result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
            problems.push(`${viewport.width} ${language} ${route}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
          }
        }
        await page.context().close();
      }
    }
    expect(problems).toEqual([]);
  }, 420_000);
});

/**
 * The whole map of higher education in the browser, on a 390 px phone in Arabic and English: the
 * new university types in the list's filter, a private university's page (fees with their year
 * and publisher, its tier's minimums), Al-Azhar's and a technological university's admission, the
 * careers page (a field no source speaks for shows no figure), and /admin/data (counts that open
 * the list where they are fixed). Screenshots go to E2E_SCREENSHOTS when it is set.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { adminCall, useBrowser } from './browser.ts';

const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Nothing wider than the phone: no sideways scrolling. */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

describe('the map of Egyptian higher education', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');
  const ids = new Map<string, string>();

  beforeAll(async () => {
    for (const name of ['Misr University for Science and Technology (MUST)', 'Al-Azhar University', 'Delta Technological University']) {
      const list = (await (await fetch(`${baseUrl}/api/universities?search=${encodeURIComponent(name)}&limit=20`)).json()) as { data: Array<{ id: string; name: string }> };
      const found = list.data.find((u) => u.name === name);
      if (!found) throw new Error(`${name} is not in the seeded catalogue`);
      ids.set(name, found.id);
    }
  });

  it('when a visitor filters universities by a new type, then only that type is listed; MUST is found in Arabic and by its acronym', async () => {
    const page = await browser.open('/universities', { language: 'en', viewport: PHONE });
    await page.getByTestId('university-card').first().waitFor();
    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByLabel('Type').selectOption('technological');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-testid="university-card"]')).every((card) => card.textContent?.includes('Technological')));
    expect(await page.getByTestId('university-card').count()).toBeGreaterThan(0);
    await fitsThePhone(page);

    const arabic = await browser.open(`/universities?search=${encodeURIComponent('جامعة مصر للعلوم والتكنولوجيا')}`, { language: 'ar', viewport: PHONE });
    await arabic.getByTestId('university-card').filter({ hasText: 'جامعة مصر للعلوم والتكنولوجيا' }).first().waitFor();
    const acronym = await browser.open('/universities?search=MUST', { language: 'en', viewport: PHONE });
    await acronym.getByTestId('university-card').filter({ hasText: 'Misr University for Science and Technology (MUST)' }).first().waitFor();
  });

  for (const language of ['ar', 'en'] as const) {
    it(`when a visitor opens a private university on a phone in ${language === 'ar' ? 'Arabic' : 'English'}, then each fee shows its year and publisher (never a web host) and its tier's minimums show with their confidence`, async () => {
      const page = await browser.open(`/universities/${ids.get('Misr University for Science and Technology (MUST)')}`, { language, viewport: PHONE });
      const fees = page.getByRole('region', { name: language === 'ar' ? 'المصروفات' : 'Fees' });
      await fees.getByTestId('fee').first().waitFor();
      const feesText = (await fees.textContent()) ?? '';
      expect(feesText).toContain(language === 'ar' ? '٢٠٢٥/٢٠٢٦' : '2025/2026');
      expect(feesText).toContain("theigclub.com (IGCSE admissions guide reproducing MUST's 2025/2026 fee table)");
      expect(feesText).not.toMatch(/(Source:|المصدر:) theigclub\.com,/);
      expect(await fees.getByRole('link', { name: language === 'ar' ? 'الصفحة ١' : 'page 1' }).first().getAttribute('href')).toBe('https://theigclub.com/must-requirements/');

      const minimums = page.getByTestId('admission-minimums');
      await minimums.getByTestId('minimum-tier').first().waitFor();
      const minimumsText = (await minimums.textContent()) ?? '';
      // Tier C's medicine minimum (79 %) and MUST's own humanities exception (55 %).
      expect(minimumsText).toMatch(language === 'ar' ? /٧٩٪/ : /79%/);
      expect(minimumsText).toMatch(language === 'ar' ? /٥٥٪/ : /55%/);
      expect(minimumsText).toContain(language === 'ar' ? 'ثقة متوسطة' : 'medium confidence');
      if (language === 'ar') expect(minimumsText).toContain('ترجمة دليل');
      expect((await page.getByRole('main').textContent()) ?? '').not.toMatch(/undefined|NaN|\bnull\b/);
      await fitsThePhone(page);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `private-university-${language}`);
    });
  }

  it("when a visitor opens Al-Azhar and a technological university, then each page says how it admits (Al-Azhar's own coordination, no cut-offs here; the technological rules with their sources)", async () => {
    const azhar = await browser.open(`/universities/${ids.get('Al-Azhar University')}`, { language: 'en', viewport: PHONE });
    const admission = azhar.getByTestId('admission-al-azhar');
    await admission.waitFor();
    expect(await admission.textContent()).toContain('No per-faculty cut-offs of Al-Azhar were found published');
    expect(await azhar.getByText('Al-Azhar', { exact: true }).count()).toBeGreaterThan(0);

    const delta = await browser.open(`/universities/${ids.get('Delta Technological University')}`, { language: 'ar', viewport: PHONE });
    const rules = delta.getByTestId('admission-technological');
    await rules.getByTestId('technological-rule').first().waitFor();
    const text = (await rules.textContent()) ?? '';
    expect(text).toContain('اختبار القبول');
    expect(text).toContain('Masrawy');
    await fitsThePhone(delta);
    await shot(delta, 'technological-university-ar');
  });

  for (const language of ['ar', 'en'] as const) {
    it(`when a career field has no sourced figure, then on a phone in ${language === 'ar' ? 'Arabic' : 'English'} its card and panel say so and show no number`, async () => {
      const slug = `fixture-field-${randomUUID().slice(0, 8)}`;
      const id = randomUUID();
      await adminCall('PUT', `/api/admin/careers/${id}`, {
        slug,
        name: `Fixture Field ${slug}`,
        nameArabic: `مجال الاختبار ${slug}`,
        description: 'A career field no source speaks for (a fixture).',
        descriptionArabic: 'مجال مهني لا يذكره أي مصدر (بيانات اختبار).',
        averageSalary: { entry: null, mid: null, senior: null },
        salarySource: null,
        demandLevel: null,
        demandSource: null,
        growthRate: null,
        growthSource: null,
        topSkills: ['Fixture skill'],
        topSkillsArabic: ['مهارة اختبار'],
        relatedPrograms: ['fixture'],
        companies: ['Fixture Co'],
        workEnvironment: 'office',
      });
      // The fixture field leaves with the test: the other files see the six published fields.
      onTestFinished(async () => {
        const pool = new pg.Pool({ connectionString: inject('databaseUrl'), options: '-c search_path=catalogue,public', max: 1 });
        await pool.query('delete from career_fields where id = $1', [id]);
        await pool.end();
      });
      const page = await browser.open(`/careers`, { language, viewport: PHONE });
      const card = page.getByTestId('career-card').filter({ hasText: slug });
      await card.waitFor();
      await expect.poll(async () => card.getByTestId('career-card-salary').textContent()).toContain(language === 'ar' ? 'لا يوجد رقم راتب موثّق بمصدر' : 'No sourced salary figure');
      expect(await card.textContent()).not.toMatch(/EGP|ج\.م/);
      await card.click();
      const panel = page.getByTestId('career-details');
      await panel.getByTestId('no-salary-figures').waitFor();
      expect(await panel.getByTestId('salary-figure').count()).toBe(0);
      await fitsThePhone(page);

      // A field the sources speak for: its figures with publisher and year, one employer's advert said as such.
      await page.getByTestId('career-card').filter({ hasText: language === 'ar' ? 'الهندسة المدنية' : 'Civil Engineering' }).click();
      await panel.getByTestId('salary-figure').first().waitFor();
      const civil = (await panel.textContent()) ?? '';
      expect(civil).toContain(language === 'ar' ? 'إعلان وظيفة لصاحب عمل واحد' : "One employer's job advert");
      expect(civil).toContain('Wuzzuf job advert');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `careers-${language}`);
    });
  }

  for (const language of ['ar', 'en'] as const) {
    it(`when an administrator opens /admin/data on a phone in ${language === 'ar' ? 'Arabic' : 'English'}, then each kind shows its counts and a count opens the list narrowed to its records`, async () => {
      const page = await browser.openSignedIn('/admin/data', { language, viewport: PHONE });
      const universities = page.getByTestId('data-kind-universities');
      await universities.waitFor();
      const health = await adminCall<{ kinds: Array<{ kind: string; total: number; checks: Array<{ check: string; count: number }> }> }>('GET', '/api/admin/catalogue/data-health');
      const noFee = health.kinds.find((k) => k.kind === 'universities')!.checks.find((c) => c.check === 'no-fee')!.count;
      expect(noFee).toBeGreaterThan(0);
      for (const kind of health.kinds) await page.getByTestId(`data-kind-${kind.kind}`).waitFor();
      await fitsThePhone(page);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `admin-data-${language}`);

      await page.getByTestId('data-check-universities-no-fee').getByRole('link').click();
      await page.waitForURL((url) => url.pathname === '/admin/universities' && url.searchParams.get('check') === 'no-fee');
      await page.getByTestId('data-health-filter').waitFor();
      await expect.poll(() => page.getByTestId('admin-university-card').count(), { timeout: 15_000 }).toBe(noFee);
      await fitsThePhone(page);
    });
  }
});

/**
 * Guidance in the browser, on fixture data: a public university in a governorate of its own
 * with three years of engineering cut-offs (created through the admin API like any staff
 * edit), so the assertions never depend on the product's seed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, useBrowser } from './browser.ts';

const FIXTURE = {
  name: 'E2E Guidance University',
  nameArabic: 'جامعة اختبار الإرشاد',
  governorate: 'New Valley',
  governorateArabic: 'الوادي الجديد',
};
// 2023 and 2024 out of 410, 2025 out of 320: 88.05 %, 89.02 %, 90.63 %: the cut-off rose.
const CUTOFFS = [
  { year: 2023, minScore: 361, maxScoreOfYear: 410 },
  { year: 2024, minScore: 365, maxScoreOfYear: 410 },
  { year: 2025, minScore: 290, maxScoreOfYear: 320 },
];

async function adminPost(path: string, body: unknown, token: string): Promise<{ id: string }> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: { id: string } };
  if (response.status !== 201 || !json.data) throw new Error(`POST ${path} failed: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Opens every card of the likely tier's engineering group: a few show at first, group أ first
 * (R04), and the fixture university is in no group of the rules data (ج), so after them.
 */
async function showAllEngineering(page: Page): Promise<void> {
  const tier = page.getByTestId('tier-likely');
  const group = tier.locator('[data-testid="field-group"][data-field="engineering"]');
  await group.getByTestId('suggestion').first().waitFor();
  // More than one answer's worth: the rest are asked for first.
  if (await tier.getByTestId('tier-more').count()) {
    const answered = page.waitForResponse((r) => r.url().includes('/api/guidance/suggestions') && r.url().includes('limit=300'));
    await tier.getByTestId('tier-more').click();
    await answered;
  }
  const more = group.getByTestId('field-more');
  if (await more.count()) await more.click();
}

describe('guidance: /guide, the results hand-over and faculty cut-offs', () => {
  const browser = useBrowser();
  let universityId: string;

  beforeAll(async () => {
    const token = await adminToken();
    const university = await adminPost(
      '/api/admin/universities',
      {
        name: FIXTURE.name,
        nameArabic: FIXTURE.nameArabic,
        type: 'public',
        location: { city: 'Kharga', cityArabic: 'الخارجة', governorate: FIXTURE.governorate, governorateArabic: FIXTURE.governorateArabic },
        faculties: [{ name: 'Faculty of Engineering', nameArabic: 'كلية الهندسة' }],
      },
      token,
    );
    universityId = university.id;
    for (const cutoff of CUTOFFS) {
      await adminPost(
        '/api/admin/cutoffs',
        {
          ...cutoff,
          stream: 'math',
          universityName: FIXTURE.name,
          universityNameArabic: FIXTURE.nameArabic,
          facultyName: 'Faculty of Engineering',
          facultyNameArabic: 'كلية الهندسة',
          sourceUrl: `https://example.org/tansik-${cutoff.year}`,
        },
        token,
      );
    }
  });

  it('when a mathematics student enters 297.5 of 320 for 2025, then the fixture engineering faculty is likely, links to its university and opens its cut-off chart', async () => {
    const page = await browser.open('/guide', { language: 'en' });
    await page.getByRole('heading', { name: 'Enter your total to start' }).waitFor();
    await page.getByLabel('Total score').fill('297.5');
    await page.getByLabel('Stream').selectOption('math');
    await page.getByLabel('Exam year').selectOption('2025');
    await page.getByLabel('Your governorate').selectOption(FIXTURE.governorate);
    await page.getByLabel('Field', { exact: true }).selectOption('engineering');
    await page.getByRole('button', { name: 'Show suggestions' }).click();

    const likely = page.getByTestId('tier-likely');
    // Group أ first (R04): the fixture (group ج) is after them, behind its field's "show more".
    await showAllEngineering(page);
    const card = likely.getByTestId('suggestion').filter({ hasText: FIXTURE.name }).first();
    await card.waitFor();
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ score: '297.5', stream: 'math', year: '2025', gov: FIXTURE.governorate, field: 'engineering' });
    // 297.5/320 = 92.97 %, 2.34 points above the 2025 cut-off of 90.63 %.
    expect(await card.getByTestId('suggestion-cutoff').innerText()).toBe('Cut-off 2025: 90.63%');
    const text = await card.innerText();
    expect(text).toContain('2.34 points above');
    expect(text).toContain('Rose 2.58 points');
    expect(text).toContain('Fee not known');
    // The cut-off's page is its own link.
    expect(await card.locator('a[href="https://example.org/tansik-2025"]').count()).toBe(1);
    // The rules data does not list the fixture university for New Valley: group ج, listed after the group-أ faculties (R04).
    expect(await card.getByTestId('rules-line').getAttribute('data-group')).toBe('ج');
    await expect(page.getByTestId('note-geographic-distribution').isVisible()).resolves.toBe(true);

    await card.getByRole('button', { name: 'Cut-off per year' }).click();
    const table = card.getByRole('table');
    await table.waitFor();
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((r) => r.split('\t')[0]?.trim())).toEqual(['2025', '2024', '2023']); // newest first
    expect(rows.join('\n')).toContain('361 of 410');

    await card.getByRole('link', { name: 'Faculty at the university' }).click();
    await page.waitForURL(`**/universities/${universityId}#faculty-*`);
    await page.getByRole('heading', { level: 1, name: FIXTURE.name }).waitFor();
    const facultyCard = page.locator(`[id^="faculty-"]`).filter({ hasText: 'Faculty of Engineering' });
    // Arriving from the suggestion opens the faculty's cut-offs.
    await facultyCard.getByRole('table').waitFor();
    expect(await facultyCard.getByRole('table').innerText()).toContain('290 of 320');
  });

  it('when the total is typed in Arabic digits on the Arabic page, then the same suggestion shows in Arabic', async () => {
    const page = await browser.open(`/guide?stream=math&year=2025&field=engineering&gov=${encodeURIComponent(FIXTURE.governorate)}`, { language: 'ar' });
    await page.getByLabel('المجموع الكلي').fill('٢٩٧٫٥');
    await page.getByRole('button', { name: 'اعرض الاقتراحات' }).click();
    await showAllEngineering(page);
    const card = page.getByTestId('tier-likely').getByTestId('suggestion').filter({ hasText: FIXTURE.nameArabic }).first();
    await card.waitFor();
    expect(await card.innerText()).toContain('كلية الهندسة');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });

  it('when a literary student has 70 %, then options or next steps show and never a dead end', async () => {
    const page = await browser.open('/guide?score=287&max=410&stream=literary&year=2024', { language: 'en' });
    await page.getByTestId('guidance').waitFor();
    const suggestions = await page.getByTestId('suggestion').count();
    const nextSteps = await page.getByTestId('next-steps').count();
    expect(suggestions + nextSteps).toBeGreaterThan(0);
    expect(await page.getByTestId('guidance').innerText()).toContain('70.00%');
  });

  it('when the total is above the maximum, then the form says so and nothing is asked of the server', async () => {
    const page = await browser.open('/guide', { language: 'en' });
    await page.getByLabel('Total score').fill('400');
    await page.getByLabel('Stream').selectOption('science');
    await page.getByRole('button', { name: 'Show suggestions' }).click();
    await page.getByText('The total cannot be more than 320.').waitFor();
    expect(new URL(page.url()).searchParams.get('score')).toBeNull();
  });

  it('when /guide and /guide/method are checked with axe in both languages, then there are no serious or critical violations', async () => {
    for (const language of ['ar', 'en'] as const) {
      const guide = await browser.open(`/guide?score=297.5&stream=math&year=2025&gov=${encodeURIComponent(FIXTURE.governorate)}`, { language });
      await guide.getByTestId('suggestion').first().waitFor();
      expect(await seriousViolations(guide)).toEqual([]);
      const method = await browser.open('/guide/method', { language, viewport: { width: 390, height: 844 } });
      await method.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousViolations(method)).toEqual([]);
      const width = await method.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    }
  });
});

/**
 * Tansik's placement rules on /guide, on a 390 px phone in Arabic, over the loaded rules and
 * cut-off tables: the same total gets different groups in Aswan and in Cairo, a 62 % literary
 * student gets concrete options, and "show" hands the focus to the answer.
 */
import type { TGuidance } from '@dalil/contracts/guidance/suggestions';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';

const PHONE = { width: 390, height: 844 };

async function suggestions(query: string): Promise<TGuidance> {
  const response = await fetch(`${inject('baseUrl')}/api/guidance/suggestions?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: TGuidance }).data;
}
const listed = (g: TGuidance) => [...g.tiers.likely, ...g.tiers.possible, ...g.tiers.reach];

describe('placement rules on /guide (390 px, Arabic)', () => {
  const browser = useBrowser();

  it('when an Aswan and a Cairo mathematics student both have 297.5/320, then each sees his own group أ first and the same university in different groups', async () => {
    const aswan = await suggestions('score=297.5&maxScore=320&stream=math&year=2025&governorate=Aswan&limit=300');
    const cairo = await suggestions('score=297.5&maxScore=320&stream=math&year=2025&governorate=Cairo&limit=300');
    // The rules data: Aswan University is group أ for Aswan, not listed (ج) for Cairo; Cairo University the other way round.
    const groupOf = (g: TGuidance, university: string) => listed(g).find((s) => s.university.name === university && s.faculty.field === 'engineering' && !s.rules.openNationwide)?.rules.group;
    expect(groupOf(aswan, 'Aswan University')).toBe('أ');
    expect(groupOf(cairo, 'Aswan University')).toBe('ج');
    expect(groupOf(cairo, 'Cairo University')).toBe('أ');
    expect(groupOf(aswan, 'Cairo University')).toBe('ج');
    // Every suggestion carries the rules' verdict, with its confidence and rule ids.
    expect(listed(aswan).every((s) => s.rules.ruleIds.includes('R01') && s.rules.stage === 1)).toBe(true);
    console.log(
      `[measure] 297.5/320 maths 2025: Aswan likely ${aswan.totals.likely} possible ${aswan.totals.possible} reach ${aswan.totals.reach} notOpen ${aswan.totals.notOpen}; ` +
        `Cairo likely ${cairo.totals.likely} possible ${cairo.totals.possible} reach ${cairo.totals.reach} notOpen ${cairo.totals.notOpen}`,
    );

    for (const [gov, governorateArabic] of [
      ['Aswan', 'أسوان'],
      ['Cairo', 'القاهرة'],
    ] as const) {
      // Engineering only: the first answer holds 40 per tier, and group أ's other fields may fill them.
      const page = await browser.open(`/guide?score=297.5&stream=math&year=2025&gov=${gov}&field=engineering`, { language: 'ar', viewport: PHONE });
      const engineering = page.getByTestId('tier-likely').locator('[data-testid="field-group"][data-field="engineering"]');
      const first = engineering.getByTestId('suggestion').first();
      await first.waitFor();
      // Group أ first (R04), and in it the student's own governorate first.
      expect(['أ', 'not-applicable']).toContain(await first.getByTestId('rules-line').getAttribute('data-group'));
      expect(await first.innerText()).toContain(governorateArabic);
      expect(await first.getByTestId('rules-line').innerText()).toMatch(/المجموعة أ|متاحة على مستوى الجمهورية/);
      // A few per field, the rest on request: never a wall of cards.
      expect(await engineering.getByTestId('suggestion').count()).toBeLessThanOrEqual(3);
      const place = await page.getByTestId('placement').innerText();
      expect(place).toContain(governorateArabic);
      expect(place).toContain('المرحلة ١');
      expect(await page.getByTestId('reference-year').innerText()).toContain('٢٠٢٥');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
  });

  it('when a 62 % literary student asks without a governorate, then public faculties or institutes, and private or national universities whose minimum the total meets, are shown; the groups are said to be unknown', async () => {
    const answer = await suggestions('score=198.4&maxScore=320&stream=literary&year=2025&limit=300');
    expect(answer.student.percentage).toBe(62);
    const meets = answer.otherUniversities.filter((o) => o.meetsMinimum === true);
    console.log(
      `[measure] 62% literary 2025: faculties likely ${answer.totals.likely} possible ${answer.totals.possible} reach ${answer.totals.reach}; institutes ${answer.totals.institutes}; ` +
        `private/national meeting a minimum ${meets.length}; technological with rules ${answer.otherUniversities.filter((o) => o.technologicalRules.length).length}`,
    );
    expect(answer.totals.likely + answer.totals.possible + answer.totals.institutes).toBeGreaterThan(0);
    expect(meets.length).toBeGreaterThan(0);
    // A literary student never meets a scientific group's minimum (R01: the literary list has no medicine).
    expect(meets.every((o) => o.minimums.filter((m) => m.met).every((m) => !/Medicine|Engineering|Pharmacy/.test(m.facultyGroup)))).toBe(true);

    const page = await browser.open('/guide?score=198.4&stream=literary&year=2025', { language: 'ar', viewport: PHONE });
    await page.getByTestId('guidance').waitFor();
    await page.getByTestId('placement-unknown').waitFor();
    expect(await page.getByTestId('placement-unknown').innerText()).toContain('القبول الإقليمي');
    const options = (await page.getByTestId('suggestion').count()) + (await page.getByTestId('institute').count());
    expect(options).toBeGreaterThan(0);
    const minimums = page.locator('[data-testid="other-minimums"][data-meets="true"]').first();
    await minimums.waitFor();
    // The minimums met come with their publishers (written once in the answer, named by each minimum).
    expect(await minimums.innerText()).toContain('المصدر:');
    expect(await minimums.locator('a[href^="https://"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('when "show" is pressed on a phone, then the answer heading takes the focus, is scrolled into view and its count is announced', async () => {
    const page = await browser.open('/guide', { language: 'ar', viewport: PHONE });
    await page.getByLabel('المجموع الكلي').fill('٢٩٧٫٥');
    await page.getByLabel('الشعبة').selectOption('math');
    await page.getByLabel('سنة الامتحان').selectOption('2025');
    await page.getByRole('button', { name: 'اعرض الاقتراحات' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('guidance-heading');
    const box = await page.locator('#guidance-heading').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(PHONE.height);
    await expect.poll(() => page.getByTestId('guide-announcement').innerText()).toMatch(/وجدنا [٠-٩]+ كلية/);
  });
});

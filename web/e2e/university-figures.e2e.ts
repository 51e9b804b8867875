import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';

/** Accessibility rule breaches inside the page's main content, as 'rule: target' lines. */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/**
 * Published figures on the university pages of the seeded catalogue (the seed files are the
 * product's data): rankings with edition, fees with academic year, facts and links with sources.
 */
describe('university figures: fees, rankings, facts and links with their sources', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');
  const ids = new Map<string, string>();

  beforeAll(async () => {
    for (const name of ['Cairo University', 'Benha University', 'Mansoura University', 'Zewail City of Science, Technology and Innovation']) {
      const list = (await (await fetch(`${baseUrl}/api/universities?search=${encodeURIComponent(name)}&limit=20`)).json()) as { data: Array<{ id: string; name: string }> };
      const found = list.data.find((u) => u.name === name);
      if (!found) throw new Error(`${name} is not in the seeded catalogue`);
      ids.set(name, found.id);
    }
  });

  it('when a visitor opens Cairo University, then each ranking shows its edition and source, and the rank in Egypt names its ranking', async () => {
    const page = await browser.open(`/universities/${ids.get('Cairo University')}`, { language: 'en' });
    const qs = page.getByTestId('ranking-qs');
    await qs.waitFor();
    const qsText = (await qs.textContent()) ?? '';
    expect(qsText).toContain('QS World University Rankings');
    expect(qsText).toContain('2026 edition');
    expect(qsText).toContain('World rank: 347');
    // The publisher, never the web host of the copy it was read from; each page its own link.
    expect(qsText).toContain('Source: QS World University Rankings 2026 (copy of the published table), 2026');
    expect(qsText).not.toContain('github.com');
    expect(await qs.getByRole('link', { name: 'page 1' }).first().getAttribute('href')).toBe('https://github.com/roooozzzz/QS-Dashboard/blob/main/2026QSRankings.xlsx');
    expect(await page.getByTestId('ranking-usnews').textContent()).toContain('World rank: 248');
    const quickInfo = (await page.getByRole('region', { name: 'Quick info' }).textContent()) ?? '';
    expect(quickInfo).toContain('Rank in Egypt (QS 2026, our count)');
    expect(quickInfo).toContain('173,478');
    expect(quickInfo).toContain('full-time equivalent');
    expect(await page.getByRole('link', { name: /Wikipedia \(English\)/ }).getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Cairo_University');
    expect(await page.getByRole('region', { name: 'Fees' }).textContent()).toContain('No published fee');
    expect((await page.getByRole('main').textContent()) ?? '').not.toMatch(/undefined|NaN|\bnull\b/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("when a visitor opens Benha University in Arabic, then a faculty card shows the fee for all faculties and says the source gives no year", async () => {
    const page = await browser.open(`/universities/${ids.get('Benha University')}`, { language: 'ar' });
    const commerce = page.locator('#faculty-faculty-of-commerce');
    await commerce.getByTestId('fee').waitFor();
    const text = (await commerce.textContent()) ?? '';
    expect(text).toContain('المصروفات للطلاب المصريين');
    expect(text).toContain('٣٥٠');
    expect(text).toContain('السنة غير مذكورة');
    // The source's note in Arabic, marked as Dalil's translation; its publisher by name.
    expect(text).toContain('ترجمة دليل');
    expect(text).toContain('Al-Masry Al-Youm report');
    expect(await page.getByTestId('fee-range').textContent()).toContain('نطاق المصروفات (محسوب)');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('when a university has only a fee for non-Egyptian students, then it is marked so and no fee range is derived from it', async () => {
    const page = await browser.open(`/universities/${ids.get('Mansoura University')}`, { language: 'en' });
    const fees = page.getByRole('region', { name: 'Fees' });
    await fees.getByTestId('fee').waitFor();
    expect(await fees.textContent()).toContain('Non-Egyptian (wafid) students only: not the fee for Egyptian students');
    expect(await page.getByTestId('fee-range').count()).toBe(0);
    expect(await page.locator('#faculty-faculty-of-medicine').getByTestId('fee').count()).toBe(0);
  });

  it('when a fee is charged per credit hour, then it is shown per credit hour and never as a yearly fee', async () => {
    const page = await browser.open(`/universities/${ids.get('Zewail City of Science, Technology and Innovation')}`, { language: 'en' });
    const fee = page.getByRole('region', { name: 'Fees' }).getByTestId('fee');
    await fee.waitFor();
    const text = (await fee.textContent()) ?? '';
    expect(text).toMatch(/EGP\s3,000 per credit hour/);
    expect(text).not.toContain('a year');
    expect(text).toContain('Old figure (2020/2021)');
    expect(await page.getByTestId('fee-range').count()).toBe(0);
  });

  it('when a visitor compares two universities, then the rankings rows show the newest edition with its source', async () => {
    const page = await browser.open(`/compare?u=${ids.get('Cairo University')},${ids.get('Benha University')}`, { language: 'en' });
    const qsRow = page.getByRole('row', { name: /QS World University Rankings/ });
    await qsRow.getByText('World 347 (2026)').waitFor();
    expect(await qsRow.textContent()).toContain('World 1,401+ (2026)');
    expect(await page.getByRole('row', { name: /Fee range \(derived\)/ }).textContent()).toMatch(/EGP\s350 a year/);
    expect(await axeViolations(page)).toEqual([]);
  });
});

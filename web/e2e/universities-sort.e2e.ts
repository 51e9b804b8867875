/**
 * /universities: the order is chosen and kept in the URL (name, founding year, rank in Egypt,
 * fee), and every card says its fee with year and publisher, or that none is published; axe on
 * the page in both languages.
 */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

describe('/universities order and fees', () => {
  const { open } = useBrowser();

  it('when sorted by founding year, then the URL keeps it and the cards go oldest first, the unknown last', async () => {
    const page = await open('/universities', { language: 'en' });
    await page.getByTestId('university-card').first().waitFor();
    await page.getByLabel('Sort by').selectOption('founded');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'founded');
    await page.reload();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('founded');
    const years = async () =>
      page.getByTestId('university-card').evaluateAll((cards) =>
        cards.map((card) => {
          const facts = Array.from(card.querySelectorAll('dt')).find((dt) => dt.textContent?.includes('Established'));
          return facts?.nextElementSibling?.textContent ?? null;
        }),
      );
    await expect.poll(async () => (await years()).filter(Boolean).length).toBeGreaterThan(5);
    const known = (await years()).map((y) => (y === null ? null : Number(y)));
    const firstUnknown = known.indexOf(null);
    const dated = firstUnknown === -1 ? known : known.slice(0, firstUnknown);
    expect(dated).toEqual([...dated].sort((a, b) => a! - b!));
    if (firstUnknown !== -1) expect(known.slice(firstUnknown).every((y) => y === null)).toBe(true);
  });

  it('when sorted by fee in Arabic, then the published fees rise, each with its year and publisher, and the rest say not published', async () => {
    const page = await open('/universities?sort=fee', { language: 'ar' });
    await page.getByTestId('university-card').first().waitFor();
    await expect.poll(() => page.getByTestId('card-fee').filter({ has: page.locator('a, span') }).count()).toBeGreaterThan(0);
    const fees = await page.getByTestId('card-fee').allInnerTexts();
    const published = fees.filter((text) => !text.includes('غير منشورة'));
    expect(published.length).toBeGreaterThan(0);
    for (const text of published) expect(text).toContain('المصدر');
    const firstMissing = fees.findIndex((text) => text.includes('غير منشورة'));
    if (firstMissing !== -1) expect(fees.slice(firstMissing).every((text) => text.includes('غير منشورة'))).toBe(true);
    const pounds = await page.locator('[data-testid="card-fee"][data-currency="EGP"]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-fee-min'))));
    expect(pounds.length).toBeGreaterThan(0);
    expect(pounds).toEqual([...pounds].sort((a, b) => a - b));
    // Pounds first: no fee in another currency comes before the last one in pounds.
    const currencies = await page.locator('[data-testid="card-fee"][data-currency]').evaluateAll((els) => els.map((el) => el.getAttribute('data-currency')));
    expect(currencies.slice(0, pounds.length).every((c) => c === 'EGP')).toBe(true);
  });

  it('when axe scans the sorted list in Arabic and English, then no serious or critical violation is found', async () => {
    const problems: string[] = [];
    for (const [language, viewport] of [['ar', { width: 390, height: 844 }], ['en', { width: 1366, height: 900 }]] as const) {
      // One type keeps the page small enough for axe on a busy machine; the sort and the fees are the same components.
      const page = await open('/universities?sort=rank&type=national', { language, viewport });
      await page.getByTestId('university-card').first().waitFor();
      await page.getByTestId('card-fee').first().waitFor();
      const result = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of result.violations) if (v.impact === 'serious' || v.impact === 'critical') problems.push(`${language}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    }
    expect(problems).toEqual([]);
  }, 180_000);
});

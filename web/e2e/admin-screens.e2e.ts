/**
 * The admin screens agree with each other and keep the administrator's place: tab URLs, one
 * model of an ad across its three screens, the university form that invents nothing, the
 * universities list's search, filters, order and guarded delete, scraping failures said in
 * Arabic, rejected rows in the job view, and axe on the changed pages.
 */
import AxeBuilder from '@axe-core/playwright';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminCall, useBrowser } from './browser.ts';

const stamp = Date.now().toString(36);

const numberIn = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/[^\d]/g, ''));

describe('admin screens', () => {
  const { openSignedIn } = useBrowser();

  it('when a panel tab is chosen, then it has its own URL; a reload and Back keep the place', async () => {
    const page = await openSignedIn('/admin', { language: 'en' });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'Banner ads' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/banner-ads');
    await page.getByTestId('banner-tab-total').waitFor();
    await page.reload();
    await page.getByTestId('banner-tab-total').waitFor();
    expect(await page.getByRole('tab', { name: 'Banner ads', selected: true }).count()).toBe(1);

    await page.getByRole('tab', { name: 'Data scraping' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/data-scraping');
    await page.getByRole('heading', { name: 'Data scraping', level: 2 }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin/banner-ads');
    await page.getByTestId('banner-tab-total').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await page.goto('/admin/no-such-tab');
    await page.getByText('404').first().waitFor();
  });

  it('when a university is saved without a rank or a fee, then it stays without one when saved and opened again', async () => {
    const name = `E2E Unranked University ${stamp}`;
    const page = await openSignedIn(`/admin/universities?search=${encodeURIComponent(name)}`, { language: 'en' });
    await page.getByRole('heading', { name: 'University management' }).waitFor();
    await page.getByRole('button', { name: 'Add university' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('English name').fill(name);
    await dialog.getByLabel('Arabic name').fill(`جامعة بلا ترتيب ${stamp}`);
    // Nothing is pre-filled: a blank rank and fee are left blank.
    await dialog.getByRole('tab', { name: 'Rankings' }).click();
    expect(await dialog.getByLabel('Local rank', { exact: true }).inputValue()).toBe('');
    await dialog.getByRole('tab', { name: 'Fees' }).click();
    expect(await dialog.getByLabel('Maximum tuition').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Create university' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'University created successfully' }).first().waitFor();

    const saved = (await (await fetch(`${inject('baseUrl')}/api/universities?search=${encodeURIComponent(name)}`)).json()) as {
      data: Array<{ id: string; name: string; rank: { local: number | null }; tuitionRange: { min: number | null; max: number | null } }>;
    };
    const record = saved.data.find((u) => u.name === name)!;
    expect(record.rank.local).toBeNull();
    expect(record.tuitionRange).toMatchObject({ min: null, max: null });

    // Opened and saved again, it still has none.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await dialog.getByRole('tab', { name: 'Rankings' }).click();
    expect(await dialog.getByLabel('Local rank', { exact: true }).inputValue()).toBe('');
    await dialog.getByRole('tab', { name: 'Fees' }).click();
    expect(await dialog.getByLabel('Minimum tuition').inputValue()).toBe('');
    expect(await dialog.getByLabel('Maximum tuition').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Update university' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'University updated successfully' }).first().waitFor();
    const again = await adminCall<{ rank: { local: number | null }; tuitionRange: { max: number | null } }>('GET', `/api/universities/${record.id}`);
    expect(again.rank.local).toBeNull();
    expect(again.tuitionRange.max).toBeNull();
    await adminCall('DELETE', `/api/admin/universities/${record.id}`);
  });

  it('when one ad is added with each form, then /admin/ads lists both and the dashboard and banner tab count the same ads', async () => {
    const page = await openSignedIn('/admin/banner-ads', { language: 'en' });
    await page.getByRole('button', { name: 'Add banner ad' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(`Banner form ad ${stamp}`);
    await dialog.getByLabel('Image URL').fill('https://example.org/banner-form.png');
    await dialog.getByRole('button', { name: 'Create banner ad' }).click();
    await page.getByText('Banner ad created successfully!').waitFor();

    await page.goto('/admin/ads');
    await page.getByRole('heading', { name: 'Ads Management' }).waitFor();
    await page.getByRole('button', { name: 'Add Ad' }).click();
    await page.getByLabel('Title (English)').fill(`Ad form ad ${stamp}`);
    await page.getByLabel('Title (Arabic)').fill(`إعلان النموذج ${stamp}`);
    await page.getByLabel('Description (English)').fill('Made on the ads page');
    await page.getByLabel('Description (Arabic)').fill('من صفحة الإعلانات');
    await page.getByText('Sample URLs').click();
    await page.getByRole('button', { name: 'Education (blue)' }).click();
    await page.getByRole('button', { name: 'Create Ad' }).click();

    const cards = page.getByTestId('ad-card');
    const bannerCard = cards.filter({ hasText: `Banner form ad ${stamp}` });
    await bannerCard.waitFor();
    await cards.filter({ hasText: `Ad form ad ${stamp}` }).waitFor();
    expect(await bannerCard.getByTestId('ad-origin').innerText()).toBe('Added with the banner-ad form');
    const listed = await cards.count();

    await page.goto('/admin/banner-ads');
    await page.getByTestId('banner-tab-total').waitFor();
    expect(await numberIn(page, 'banner-tab-total')).toBe(listed);
    expect(await page.getByTestId('banner-tab-ad').count()).toBe(listed);

    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await page.getByTestId('stat-ads').getByText(/^\d[\d,]*$/).waitFor();
    expect(await numberIn(page, 'stat-ads')).toBe(listed);
  });

  it('when universities are searched, filtered and sorted, then the list follows; delete sits in the edit view behind a confirmation', async () => {
    const made: string[] = [];
    for (const [suffix, type, governorate, governorateArabic, year] of [
      ['Alpha', 'public', 'Aswan', 'أسوان', 1990],
      ['Beta', 'private', 'Aswan', 'أسوان', 1950],
      ['Gamma', 'private', 'Luxor', 'الأقصر', 2005],
    ] as const) {
      const created = await adminCall<{ id: string }>('POST', '/api/admin/universities', {
        name: `E2E Filter ${suffix} ${stamp}`,
        nameArabic: `جامعة التصفية ${suffix} ${stamp}`,
        type,
        establishedYear: year,
        location: { governorate, governorateArabic, city: governorate, cityArabic: governorateArabic },
      });
      made.push(created.id);
    }
    const page = await openSignedIn('/admin/universities', { language: 'en' });
    await page.getByRole('heading', { name: 'University management' }).waitFor();
    const cards = page.getByTestId('admin-university-card');
    const names = async () => (await cards.locator('h2').allInnerTexts()).map((n) => n.trim());
    // No Delete beside each card.
    await cards.first().waitFor();
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);

    await page.getByLabel('Search').fill(stamp);
    await expect.poll(names).toEqual([`E2E Filter Alpha ${stamp}`, `E2E Filter Beta ${stamp}`, `E2E Filter Gamma ${stamp}`]);
    expect(page.url()).toContain(`search=${stamp}`);

    await page.getByLabel('Type').selectOption('private');
    await expect.poll(names).toEqual([`E2E Filter Beta ${stamp}`, `E2E Filter Gamma ${stamp}`]);
    await page.getByLabel('Governorate').selectOption('Luxor');
    await expect.poll(names).toEqual([`E2E Filter Gamma ${stamp}`]);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Search').fill(stamp);
    await page.getByLabel('Order').selectOption('established');
    await expect.poll(names).toEqual([`E2E Filter Beta ${stamp}`, `E2E Filter Alpha ${stamp}`, `E2E Filter Gamma ${stamp}`]);
    // The place survives a reload: filters live in the URL (written just after the list redraws).
    await expect.poll(() => page.url()).toContain('sort=established');
    await page.reload();
    await expect.poll(names).toEqual([`E2E Filter Beta ${stamp}`, `E2E Filter Alpha ${stamp}`, `E2E Filter Gamma ${stamp}`]);

    await page.getByRole('button', { name: `Edit E2E Filter Alpha ${stamp}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit university' });
    await dialog.getByRole('button', { name: `Delete E2E Filter Alpha ${stamp}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this university?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await names()).toContain(`E2E Filter Alpha ${stamp}`);
    await dialog.getByRole('button', { name: `Delete E2E Filter Alpha ${stamp}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'University deleted successfully' }).first().waitFor();
    await expect.poll(names).toEqual([`E2E Filter Beta ${stamp}`, `E2E Filter Gamma ${stamp}`]);

    // In Arabic the cards lead with the Arabic name, the English one under it.
    const arabic = await openSignedIn(`/admin/universities?search=${stamp}`, { language: 'ar' });
    const arabicCards = arabic.getByTestId('admin-university-card');
    const headings = async () => (await arabicCards.locator('h2').allInnerTexts()).map((n) => n.trim()).sort();
    await expect.poll(headings).toEqual([`جامعة التصفية Beta ${stamp}`, `جامعة التصفية Gamma ${stamp}`]);
    await arabicCards.first().getByText(/^E2E Filter (Beta|Gamma) /).waitFor();
    for (const id of made.slice(1)) await adminCall('DELETE', `/api/admin/universities/${id}`);
  });

  describe('with a scraping source that could not be reached', () => {
    const pool = new pg.Pool({ connectionString: inject('databaseUrl'), options: '-c search_path=jobs,public', max: 1 });
    afterAll(() => pool.end());

    it('when the data-scraping tab opens in Arabic, then the failure is said in Arabic with the technical detail on demand', async () => {
      const detail = 'Cannot resolve www.e2e-unreachable.invalid: ENOTFOUND';
      const { rows } = await pool.query<{ id: string; name_arabic: string }>(
        `update scrape_sources set last_error = $1, last_run_at = now(), last_count = 0
         where id = (select id from scrape_sources where kind = 'universities' order by name limit 1) returning id, name_arabic`,
        [detail],
      );
      expect(rows).toHaveLength(1);
      try {
        const page = await openSignedIn('/admin/data-scraping', { language: 'ar' });
        const failure = page.getByTestId('sources-universities').getByTestId('scrape-failure').first();
        await failure.waitFor();
        expect(await failure.innerText()).toContain('تعذّر الوصول إلى الموقع');
        const raw = failure.getByText(detail);
        expect(await raw.isVisible()).toBe(false);
        await failure.getByText('التفاصيل التقنية').click();
        await raw.waitFor();
        expect(await raw.getAttribute('dir')).toBe('ltr');
      } finally {
        await pool.query('update scrape_sources set last_error = null where id = $1', [rows[0]!.id]);
      }
    });
  });

  it('when a CSV with rejected rows is imported, then the job view lists them with their row numbers and reasons', async () => {
    const page = await openSignedIn('/admin/file-upload', { language: 'en' });
    const csv = ['seat_number,student_name,stream,total_score', '810001,طالب,science,300', 'bad-seat,طالب,science,300', '810002,طالب,science,not-a-score', '810003,طالب,science,310'].join('\n');
    await page.getByLabel('What the file holds').selectOption('results');
    await page.getByLabel('Results year').fill('2012');
    await page.getByLabel('CSV or Excel file').setInputFiles({ name: `rejected-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`, 'utf8') });
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    await page.getByRole('status').filter({ hasText: 'CSV file processed successfully!' }).waitFor({ timeout: 30_000 });

    const row = page.locator('[data-job-id]').filter({ hasText: `rejected-${stamp}.csv` });
    const rejected = row.getByTestId('job-rejected-rows');
    await rejected.waitFor({ timeout: 15_000 });
    await rejected.getByText('Show the first 2 rejected rows').click();
    const rowNumbers = await rejected.locator('tbody tr td:nth-child(1)').allInnerTexts();
    const reasons = await rejected.locator('tbody tr td:nth-child(2)').allInnerTexts();
    // The header is row 1: the bad seat number is row 3, the bad score row 4.
    expect(rowNumbers).toEqual(['3', '4']);
    expect(reasons[0]).toMatch(/seat/i);
    expect(reasons[1]!.length).toBeGreaterThan(0);
    expect(await row.getByRole('button', { name: 'Rejected rows' }).count()).toBe(1);
  });

  it('when axe scans the changed admin pages in Arabic (light) and English (dark), then no serious or critical violation is found', async () => {
    const targets = ['/admin/banner-ads', '/admin/data-scraping', '/admin/file-upload', '/admin/ads', '/admin/universities?search=a&sort=newest', 'university-form'];
    const problems: string[] = [];
    for (const [language, theme] of [['ar', 'light'], ['en', 'dark']] as const) {
      for (const target of targets) {
        const page = await openSignedIn(target === 'university-form' ? '/admin/universities' : target, { language, theme });
        if (target === 'university-form') {
          await page.getByTestId('admin-university-card').first().getByRole('button').first().click();
          await page.getByRole('dialog').getByRole('tablist').waitFor();
        } else {
          await page.locator('main h1, main h2').first().waitFor();
        }
        await page.waitForLoadState('networkidle');
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const violation of result.violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            problems.push(`${target} ${language} ${theme}: ${violation.id} — ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
          }
        }
        await page.context().close();
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
});

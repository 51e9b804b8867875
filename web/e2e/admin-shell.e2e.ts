/**
 * The admin panel as one place: every admin page in the same shell with its side menu, fitting
 * a 390 px phone; a scraping run asks first, naming the sources it reads and what it writes;
 * axe on those pages and the question, in Arabic and English.
 */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { adminCall, useBrowser } from './browser.ts';

const ADMIN_PAGES = ['/admin', '/admin/data-scraping', '/admin/banner-ads', '/admin/file-upload', '/admin/universities', '/admin/scholarships', '/admin/programs', '/admin/services', '/admin/ads', '/admin/data'];

describe('admin shell', () => {
  const { openSignedIn } = useBrowser();

  it('when each admin page opens on a 390 px phone in Arabic, then it has the side menu and nothing is wider than the screen', async () => {
    const page = await openSignedIn('/admin', { language: 'ar', viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await page.getByTestId('admin-sidebar').waitFor();
      await page.locator('main h1, main h2').first().waitFor();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
      if (width > 390) {
        // Name the outermost elements that reach past the screen, so a failure says where to look.
        const culprits = await page.evaluate(() => {
          const wide = Array.from(document.querySelectorAll('main *')).filter((el) => el.getBoundingClientRect().right > 391 || el.getBoundingClientRect().left < -1);
          return wide.filter((el) => !el.parentElement || !wide.includes(el.parentElement)).slice(0, 3).map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${(el.textContent ?? '').slice(0, 60)}"`);
        });
        problems.push(`${path}: ${width} px (${culprits.join('; ')})`);
      }
      // Each management page is marked in the menu; a tab is the selected tab.
      const marked = await page.locator('[data-testid="admin-shell"] [aria-current="page"], [data-testid="admin-shell"] [role="tab"][aria-selected="true"]').count();
      if (marked !== 1) problems.push(`${path}: ${marked} menu entries marked`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('when a management page is chosen from the side menu, then it opens in the same shell, and the two ad pages have different names', async () => {
    const page = await openSignedIn('/admin/banner-ads', { language: 'ar' });
    const tabName = (await page.getByRole('tab', { selected: true }).innerText()).trim();
    await page.getByRole('link', { name: 'إدارة الإعلانات' }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin/ads');
    await page.getByTestId('admin-sidebar').waitFor();
    expect(await page.getByRole('link', { name: 'إدارة الإعلانات' }).first().getAttribute('aria-current')).toBe('page');
    const heading = (await page.locator('main h1').first().innerText()).trim();
    expect(heading).toBe('إدارة الإعلانات');
    expect(tabName).not.toBe(heading);
    await page.getByRole('tab', { name: 'جمع البيانات' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/data-scraping');
  });

  it('when a full scraping run is started, then it asks first, naming every source it reads and what it writes; cancelling starts nothing', async () => {
    const { sources } = await adminCall<{ sources: Array<{ name: string; nameArabic: string; enabled: boolean; rendered: boolean }> }>('GET', '/api/admin/scrape-sources');
    const read = sources.filter((s) => s.enabled && !s.rendered);
    expect(read.length).toBeGreaterThan(0);
    const runsBefore = await adminCall<unknown[]>('GET', '/api/admin/jobs?queue=scrape');

    for (const language of ['ar', 'en'] as const) {
      const page = await openSignedIn('/admin/data-scraping', { language });
      await page.getByRole('button', { name: language === 'ar' ? 'بدء جمع البيانات الكامل' : 'Start full scraping' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await expect.poll(() => dialog.getByTestId('scrape-confirm-sources').locator('li').count()).toBe(read.length);
      const text = await dialog.innerText();
      for (const source of read) expect(text).toContain(language === 'ar' ? source.nameArabic : source.name);
      expect(text).toContain(language === 'ar' ? 'لا يُستبدل أو يُحذف شيء أدخله مشرف' : 'nothing an administrator entered is overwritten or deleted');
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await dialog.getByRole('button', { name: language === 'ar' ? 'إلغاء' : 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(await adminCall<unknown[]>('GET', '/api/admin/jobs?queue=scrape')).toHaveLength(runsBefore.length);
  });

  it('when axe scans the admin pages in Arabic (light, phone) and English (dark, desktop), then no serious or critical violation is found', async () => {
    const problems: string[] = [];
    for (const [language, theme, viewport] of [['ar', 'light', { width: 390, height: 844 }], ['en', 'dark', { width: 1366, height: 900 }]] as const) {
      const page = await openSignedIn('/admin', { language, theme, viewport });
      for (const path of ADMIN_PAGES) {
        await page.goto(path);
        await page.locator('main h1, main h2').first().waitFor();
        await page.waitForLoadState('networkidle');
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const violation of result.violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') problems.push(`${path} ${language}: ${violation.id} — ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { importResults } from '@dalil/catalogue/worker';
import { useBrowser } from './browser.ts';

/** A small results file imported with the real importer into the running stack's database. */
async function importSample(): Promise<void> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'dalil-e2e-results-')), 'results-2024.csv');
  const rows = [
    'seat_number,student_name,stream,total_score,status,Arabic|اللغة العربية|80,Chemistry|الكيمياء|60',
    '7654321,مريم أحمد عبد الله,science,401,passed,79,60', // 97.80 % — green
    '7654322,كريم سامي,literary,320,passed,70,-4', // 78.05 % — yellow
    '7654323,ليلى حسن,math,250,passed,60,40', // 60.98 % — red
  ];
  writeFileSync(file, '\uFEFF' + rows.join('\r\n') + '\r\n');
  const pool = new pg.Pool({ connectionString: inject('databaseUrl'), options: '-c search_path=catalogue,public', max: 2 });
  try {
    const outcome = await importResults({ pool }, { filePath: file, year: 2024 });
    expect(outcome).toEqual({ imported: 3, rejected: [], rejectedCount: 0 });
  } finally {
    await pool.end();
  }
}

describe('results page', () => {
  const browser = useBrowser();
  beforeAll(importSample);

  it('when a seat number is typed in Arabic digits, then the result shows with a green badge and its guidance links to the guide page', async () => {
    const page = await browser.open('/results');
    await page.getByRole('heading', { name: 'اعرف نتيجتك' }).waitFor();
    await page.getByLabel('رقم الجلوس').fill('٧٦٥٤٣٢١');
    await page.getByRole('button', { name: 'بحث' }).click();
    await page.getByRole('heading', { name: 'مريم أحمد عبد الله' }).waitFor();
    expect(await page.getByTestId('grade-badge').getAttribute('data-tone')).toBe('green');
    expect(await page.getByTestId('grade-badge').innerText()).toContain('ممتاز');
    const url = new URL(page.url());
    expect(url.searchParams.get('seat')).toBe('7654321');
    expect(url.searchParams.get('year')).toBe('2024');
    // The result hands its total over to the guide page with one link.
    const guide = page.getByTestId('guidance').getByTestId('guide-link');
    await guide.waitFor();
    const href = new URL((await guide.getAttribute('href'))!, page.url());
    expect(href.pathname).toBe('/guide');
    expect(Object.fromEntries(href.searchParams)).toEqual({ score: '401', max: '410', stream: 'science', year: '2024' });
    expect(await page.getByText('اللغة العربية').isVisible()).toBe(true);
  });

  it('when a shared link is opened in English, then the search runs from the URL and the badge colour follows the percentage', async () => {
    const page = await browser.open('/results?seat=7654322&year=2024', { language: 'en', theme: 'dark' });
    await page.getByRole('heading', { name: 'كريم سامي' }).waitFor();
    expect(await page.getByTestId('grade-badge').getAttribute('data-tone')).toBe('amber');
    expect(await page.getByTestId('result-percentage').innerText()).toBe('78.05%');
    expect(await page.getByTestId('result-total').innerText()).toBe('320 of 410');
    await page.goto('/results?seat=7654323&year=2024');
    await page.getByRole('heading', { name: 'ليلى حسن' }).waitFor();
    expect(await page.getByTestId('grade-badge').getAttribute('data-tone')).toBe('red');
  });

  it('when the seat number is blank, then the validation message shows in either language and nothing is searched', async () => {
    const page = await browser.open('/results', { language: 'en' });
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Seat number is required').waitFor();
    expect(new URL(page.url()).searchParams.get('seat')).toBeNull();
    const arabic = await browser.open('/results', { language: 'ar' });
    await arabic.getByLabel('رقم الجلوس').fill('   ');
    await arabic.getByRole('button', { name: 'بحث' }).click();
    await arabic.getByText('رقم الجلوس مطلوب').waitFor();
  });

  it('when the seat number is unknown, then the page says so', async () => {
    const page = await browser.open('/results?seat=1&year=2024', { language: 'en' });
    await page.getByText('No result found for seat number 1 in 2024').waitFor();
  });

  it('when the stack turns a lookup away under load (503 with Retry-After), then the page waits as told before asking again, says the site is busy, and its retry button finds the result', async () => {
    const page = await browser.open('/results', { language: 'en' });
    await page.getByRole('heading', { name: 'Find your result' }).waitFor();
    const asked: number[] = [];
    // The gateway's answer when it sheds load (service-kit/overload.ts), for every attempt of this lookup.
    await page.route('**/api/results/7654321?*', (route) => {
      asked.push(Date.now());
      return route.fulfill({
        status: 503,
        headers: { 'retry-after': '3', 'content-type': 'application/json' },
        body: JSON.stringify({ success: false, message: 'The service is very busy right now; please try again in a few seconds' }),
      });
    });
    await page.getByLabel('Seat number').fill('7654321');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('the site is busy').waitFor({ timeout: 30_000 });
    // The first try and three more, each after the 3 s the server asked for (backoff alone: 1–4 s).
    expect(asked).toHaveLength(4);
    expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(3_000);
    expect(asked[2]! - asked[1]!).toBeGreaterThanOrEqual(3_000);
    await page.unroute('**/api/results/7654321?*');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'مريم أحمد عبد الله' }).waitFor();
  });

  it('when a browser revalidates a result and its suggestions it already holds, then the stack answers 304 with no body through the gateway', async () => {
    const base = inject('baseUrl');
    const lookup = `${base}/api/results/7654321?year=2024`;
    const first = await fetch(lookup);
    expect(first.status).toBe(200);
    const result = (await first.json()).data;
    const suggestions = `${base}/api/guidance/suggestions?score=${result.totalScore}&maxScore=${result.maxScore}&stream=${result.stream}&year=2024`;
    for (const url of [lookup, suggestions]) {
      const fresh = await fetch(url);
      expect(fresh.status).toBe(200);
      const again = await fetch(url, { headers: { 'if-none-match': fresh.headers.get('etag')! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('when no year has results yet, then the results page says so without an error or an empty form, and leads to the guide by total', async () => {
    const texts = {
      ar: { title: 'لم تُنشر أي نتائج بعد', seat: 'رقم الجلوس', guide: 'مجموعي يدخّلني فين؟' },
      en: { title: 'No results have been published yet', seat: 'Seat number', guide: 'What can my score get me?' },
    };
    for (const language of ['ar', 'en'] as const) {
      const page = await browser.open('/about', { language, viewport: { width: 390, height: 844 } });
      // The stack of this suite has a published year; the API answers as it does before the first one.
      await page.route('**/api/results/years', (route) => route.fulfill({ json: { success: true, data: [] } }));
      await page.goto('/results');
      await page.getByRole('heading', { name: texts[language].title }).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: texts[language].title }).count()).toBe(0);
      expect(await page.getByLabel(texts[language].seat).count()).toBe(0);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await page.getByRole('link', { name: texts[language].guide }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/guide');
    }
  });
});

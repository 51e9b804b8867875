import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, useBrowser } from './browser.ts';

interface ListedUniversity {
  id: string;
  name: string;
}

/** Accessibility rule breaches inside the page's main content, as 'rule: target' lines. */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** A university card by its exact heading. */
const card = (page: Page, name: string) => page.getByTestId('university-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('catalogue: universities, detail, compare', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');
  let slider: { id: string; name: string };
  let seeded: ListedUniversity[];

  beforeAll(async () => {
    // The seeded universities have no photos; the slider needs one that has. The photos are
    // served by the gateway itself, so no outside network is involved.
    const token = await adminToken();
    const photo = (n: number) => `${baseUrl}/favicon.svg?photo=${n}`;
    const response = await fetch(`${baseUrl}/api/admin/universities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'E2E Gallery University',
        nameArabic: 'جامعة معرض الاختبار',
        type: 'private',
        description: 'A university created by the browser tests to exercise the photo slider.',
        descriptionArabic: 'جامعة أنشأتها اختبارات المتصفح لتجربة عارض الصور.',
        location: { city: 'Cairo', cityArabic: 'القاهرة', governorate: 'Cairo', governorateArabic: 'القاهرة' },
        rank: { local: 90 },
        rankSources: { local: { year: '2026', sourceName: 'E2E ranking table', sourceUrl: 'https://example.org/e2e-ranking' } },
        rating: 4.2,
        photos: { thumbnail: photo(1), gallery: [photo(1), photo(2), photo(3)] },
        faculties: [{ name: 'Faculty of Engineering', nameArabic: 'كلية الهندسة', requirements: ['Secondary school certificate', 'Math', 'Physics', 'Interview'] }],
      }),
    });
    const body = (await response.json()) as { data?: { id: string; name: string } };
    if (response.status !== 201 || !body.data) throw new Error(`creating the gallery university failed: ${response.status} ${JSON.stringify(body)}`);
    slider = body.data;

    const program = await fetch(`${baseUrl}/api/admin/programs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        universityId: slider.id,
        type: 'masters',
        duration: 2,
        name: 'E2E Master of Data Engineering',
        nameArabic: 'ماجستير هندسة البيانات للاختبار',
        faculty: 'Faculty of Engineering',
        facultyArabic: 'كلية الهندسة',
        language: 'english',
        tuition: { annual: 85000, currency: 'EGP' },
        requirements: { gpa: 3, degree: "Bachelor's in engineering", degreeArabic: 'بكالوريوس الهندسة' },
        applicationDeadline: '2027-03-31',
        onlineAvailable: true,
        applicationLink: 'https://example.edu/apply',
        description: 'A program created by the browser tests.',
        descriptionArabic: 'برنامج أنشأته اختبارات المتصفح.',
      }),
    });
    if (program.status !== 201) throw new Error(`creating the program failed: ${program.status} ${await program.text()}`);

    const list = (await (await fetch(`${baseUrl}/api/universities?limit=4&type=public`)).json()) as { data: ListedUniversity[] };
    seeded = list.data;
    expect(seeded.length).toBe(4);
  });

  it('when a visitor searches in Arabic as people type it and filters by type, then Cairo University is found and the back button restores it', async () => {
    const page = await browser.open('/universities', { language: 'ar' });
    await page.getByRole('heading', { name: 'الجامعات المصرية', level: 1 }).waitFor();
    await page.getByLabel('ابحث عن جامعة').fill('جامعه القاهره');
    await page.waitForURL((url) => url.searchParams.get('search') === 'جامعه القاهره');
    await card(page, 'جامعة القاهرة').waitFor();
    await expect.poll(() => page.getByTestId('results-summary').textContent()).toMatch(/^عرض .+ من .+ جامعة$/);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('النوع').selectOption('private');
    await page.waitForURL((url) => url.searchParams.get('type') === 'private');
    await card(page, 'جامعة القاهرة').waitFor({ state: 'detached' });

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('type') && url.searchParams.get('search') === 'جامعه القاهره');
    await card(page, 'جامعة القاهرة').waitFor();
    expect(await page.getByLabel('النوع').inputValue()).toBe('');
  });

  it('when a visitor searches in English and filters by type and governorate, then the card shows its facts and opens the detail page', async () => {
    const page = await browser.open('/universities', { language: 'en' });
    await page.getByLabel('Search universities').fill('cairo');
    await page.waitForURL((url) => url.searchParams.get('search') === 'cairo');
    await card(page, 'Cairo University').waitFor();
    await page.getByLabel('Type').selectOption('public');
    await page.getByLabel('Governorate').selectOption({ label: 'Giza' });
    await page.waitForURL((url) => url.searchParams.get('type') === 'public' && url.searchParams.get('governorate') === 'Giza' && url.searchParams.get('search') === 'cairo');
    const cairo = card(page, 'Cairo University');
    await cairo.waitFor();
    await expect.poll(() => page.getByTestId('results-summary').textContent()).toMatch(/^Showing \d+ of \d+ universities$/);
    const text = (await cairo.textContent()) ?? '';
    expect(text).toContain('Public');
    expect(text).toContain('Giza');
    expect(text).toContain('1908');
    expect(text).not.toMatch(/undefined|NaN|null/);
    const website = cairo.getByRole('link', { name: /Website/ });
    expect(await website.getAttribute('target')).toBe('_blank');
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer');

    // A shared link reproduces the same filtered view.
    const shared = await browser.open(new URL(page.url()).pathname + new URL(page.url()).search, { language: 'en' });
    await card(shared, 'Cairo University').waitFor();
    expect(await shared.getByLabel('Search universities').inputValue()).toBe('cairo');

    await cairo.click({ position: { x: 20, y: 20 } });
    await page.getByRole('heading', { name: 'Cairo University', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toContain('Cairo University');
  });

  it('when a search matches nothing, then the empty message is shown', async () => {
    const page = await browser.open('/universities?search=zzzqqqxxyy', { language: 'en' });
    await page.getByText('No universities found matching your search').waitFor();
  });

  it('when a visitor moves the photo slider with the keyboard, then it wraps around, mirrored in Arabic', async () => {
    const page = await browser.open(`/universities/${slider.id}`, { language: 'en' });
    await page.getByRole('heading', { name: 'E2E Gallery University', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toContain('E2E Gallery University');
    const counter = page.getByTestId('photo-counter');
    expect(await counter.textContent()).toBe('Photo 1 of 3');
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe('Photo 2 of 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await counter.textContent()).toBe('Photo 3 of 3');
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe('Photo 1 of 3');
    await page.getByRole('button', { name: 'Previous photo' }).click();
    expect(await counter.textContent()).toBe('Photo 3 of 3');
    await page.getByRole('button', { name: 'Show photo 2' }).click();
    expect(await counter.textContent()).toBe('Photo 2 of 3');
    // Faculty cards show at most three requirements.
    expect(await page.getByText('Interview').count()).toBe(0);
    expect(await page.getByText('Physics').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const arabic = await browser.open(`/universities/${slider.id}`, { language: 'ar' });
    await arabic.getByRole('heading', { name: 'جامعة معرض الاختبار', level: 1 }).waitFor();
    const arabicCounter = arabic.getByTestId('photo-counter');
    await arabic.keyboard.press('ArrowLeft');
    expect(await arabicCounter.textContent()).toBe('الصورة ٢ من ٣');
    await arabic.keyboard.press('ArrowRight');
    await arabic.keyboard.press('ArrowRight');
    expect(await arabicCounter.textContent()).toBe('الصورة ٣ من ٣');
  });

  it('when a university id does not exist, then the page says so in plain words and leads back', async () => {
    const page = await browser.open('/universities/00000000-0000-4000-8000-000000000000', { language: 'en' });
    await page.getByRole('heading', { name: 'We could not find this university' }).waitFor();
    // Words for a visitor, not a developer: what happened and what to do.
    await page.getByText('Browse the list of universities to find it.', { exact: false }).waitFor();
    expect(await page.getByText('server', { exact: false }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to universities' }).first().click();
    await page.waitForURL((url) => url.pathname === '/universities');
  });

  it('when a visitor compares three universities, then a fourth is refused and the link shares the comparison', async () => {
    const page = await browser.open('/compare', { language: 'en' });
    const candidate = (name: string) => page.getByTestId('compare-candidate').filter({ has: page.getByText(name, { exact: true }) });
    // The candidate list is the page's first call; on a busy machine it can take a while.
    await page.getByTestId('compare-candidate').first().waitFor({ timeout: 60_000 });
    // Three quick clicks: each counts even when the page has not caught up with the one before.
    for (const university of seeded.slice(0, 3)) await candidate(university.name).getByRole('button').click();
    await page.getByTestId('compare-column').nth(2).getByRole('link', { name: seeded[2]!.name, exact: true }).waitFor({ timeout: 60_000 });
    expect(await candidate(seeded[0]!.name).getByRole('button').textContent()).toContain('Added');

    await candidate(seeded[3]!.name).getByRole('button').click();
    await page.getByText('You can compare at most 3 universities. Remove one to add another.').waitFor();
    expect(await page.getByTestId('compare-column').count()).toBe(3);

    const ids = new URL(page.url()).searchParams.get('u')?.split(',');
    expect(ids).toEqual(seeded.slice(0, 3).map((u) => u.id));

    // The shared link opens the same three columns in a fresh browser.
    const shared = await browser.open(`/compare?u=${ids!.join(',')}`, { language: 'en' });
    for (const [i, university] of seeded.slice(0, 3).entries()) {
      await shared.getByTestId('compare-column').nth(i).getByRole('link', { name: university.name, exact: true }).waitFor();
    }
    expect(await shared.getByTestId('compare-column').count()).toBe(3);
    expect(await shared.title()).toContain(seeded[0]!.name);
    expect(await axeViolations(shared)).toEqual([]);

    await shared.getByRole('button', { name: 'Clear all' }).click();
    await shared.getByText('Add up to 3 universities below to compare them.').waitFor();
    expect(new URL(shared.url()).searchParams.get('u')).toBeNull();
  }, 120_000);

  it('when a visitor filters scholarships and programs, then the cards show only known facts and the filters live in the URL', async () => {
    const page = await browser.open('/scholarships', { language: 'en' });
    await page.getByTestId('scholarship-card').first().waitFor();
    await page.getByLabel('Type').selectOption('international');
    await page.getByLabel('Coverage').selectOption('full');
    await page.waitForURL((url) => url.searchParams.get('type') === 'international' && url.searchParams.get('coverage') === 'full');
    await page.getByTestId('scholarship-card').filter({ hasText: 'Chevening' }).waitFor();
    await expect.poll(() => page.getByTestId('scholarship-card').filter({ hasText: 'Domestic' }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('results-summary').textContent()).toMatch(/^Showing \d+ of \d+ scholarships$/);
    for (const text of await page.getByTestId('scholarship-card').allTextContents()) {
      expect(text).toContain('International');
      expect(text).not.toMatch(/undefined|NaN|null/);
    }

    const programs = await browser.open('/programs', { language: 'en' });
    const programCard = programs.getByTestId('program-card').filter({ hasText: 'E2E Master of Data Engineering' });
    await programCard.waitFor();
    const programText = (await programCard.textContent()) ?? '';
    for (const fact of ["Master's", 'Available online', 'E2E Gallery University', 'Faculty of Engineering', '2 years', 'EGP', '85,000', '3.0', '31 March 2027', "Bachelor's in engineering"]) {
      expect(programText).toContain(fact);
    }
    expect(await programCard.getByRole('link', { name: /Apply now/ }).getAttribute('rel')).toBe('noopener noreferrer');
    await programs.getByLabel('Degree', { exact: true }).selectOption('phd');
    await programs.waitForURL((url) => url.searchParams.get('type') === 'phd');
    await programCard.waitFor({ state: 'detached' });
    await programs.getByLabel('Degree', { exact: true }).selectOption('masters');
    await programs.getByLabel('University').selectOption({ label: 'E2E Gallery University' });
    await programs.waitForURL((url) => url.searchParams.get('university') === slider.id);
    await programCard.waitFor();

    // An Arabic page lists programmes in Arabic alphabetical order, so this one is looked up by name.
    const arabicPrograms = await browser.open('/programs?search=E2E', { language: 'ar' });
    await arabicPrograms.getByRole('heading', { name: 'ماجستير هندسة البيانات للاختبار' }).waitFor();
    for (const text of await arabicPrograms.getByTestId('program-card').allTextContents()) expect(text).not.toMatch(/undefined|NaN|null/);
  });
});

/**
 * The coordination wish list in the browser, on fixture data: a public university in the Red Sea
 * governorate with three mathematics faculties (one a reach, two likely for 297.5/320), created
 * through the admin API; then a visitor account that keeps the list across browsers.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, useBrowser } from './browser.ts';

const UNIVERSITY = { name: 'E2E Wishes University', nameArabic: 'جامعة اختبار الرغبات', governorate: 'Red Sea', governorateArabic: 'البحر الأحمر' };
const FACULTIES = [
  // 2025 cut-offs out of 320: 300 (93.75 %: a reach at 92.97 %), 285 (89.06 %: likely), 240 (75 %: likely).
  { name: 'Faculty of Computers and Artificial Intelligence', nameArabic: 'كلية الحاسبات والذكاء الاصطناعي', minScore: 300 },
  { name: 'Faculty of Engineering', nameArabic: 'كلية الهندسة', minScore: 285 },
  { name: 'Faculty of Science', nameArabic: 'كلية العلوم', minScore: 240 },
];
const GUIDE = `/guide?score=297.5&stream=math&year=2025&gov=${encodeURIComponent(UNIVERSITY.governorate)}`;

async function adminPost(path: string, body: unknown, token: string): Promise<void> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${path} failed: ${response.status} ${await response.text()}`);
}

const wishNames = (page: Page) => page.getByTestId('wish').locator('h3').allInnerTexts();
const names = (texts: string[]) => texts.map((t) => t.replace(/^Wish \d+:\s*/, '').trim());

/**
 * /guide shows a few suggestions per field and tier: until the faculty's button is there, ask for
 * the rest of the tiers once, then open the fields' "show more" one at a time (each leaves the
 * page when clicked and the list re-renders, so the first visible one is looked up afresh).
 */
const askedForAll = new WeakSet<Page>();
async function revealSuggestion(page: Page, add: ReturnType<Page['getByRole']>): Promise<void> {
  const tierMore = page.locator('[data-testid="tier-more"]:visible');
  const fieldMore = page.locator('[data-testid="field-more"]:visible');
  for (let step = 0; step < 60 && !(await add.count()); step++) {
    if (!askedForAll.has(page) && (await tierMore.count())) {
      askedForAll.add(page);
      const answered = page.waitForResponse((r) => r.url().includes('/api/guidance/suggestions') && r.url().includes('limit=300'));
      await tierMore.first().click();
      await answered;
      await page.waitForLoadState('networkidle');
    } else if (await fieldMore.count()) {
      await fieldMore.first().click();
    } else break;
  }
}

async function addFixtureWishes(page: Page): Promise<void> {
  for (const faculty of FACULTIES) {
    const add = page.getByRole('button', { name: `Add ${faculty.name} — ${UNIVERSITY.name} to the wish list` });
    await revealSuggestion(page, add);
    await add.click();
    await page.getByRole('button', { name: `Remove ${faculty.name} — ${UNIVERSITY.name} from the wish list` }).waitFor();
  }
}

describe('the coordination wish list', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    const token = await adminToken();
    await adminPost(
      '/api/admin/universities',
      {
        name: UNIVERSITY.name,
        nameArabic: UNIVERSITY.nameArabic,
        type: 'public',
        location: { city: 'Hurghada', cityArabic: 'الغردقة', governorate: UNIVERSITY.governorate, governorateArabic: UNIVERSITY.governorateArabic },
        faculties: FACULTIES.map(({ name, nameArabic }) => ({ name, nameArabic })),
      },
      token,
    );
    for (const faculty of FACULTIES) {
      await adminPost(
        '/api/admin/cutoffs',
        {
          year: 2025,
          stream: 'math',
          universityName: UNIVERSITY.name,
          universityNameArabic: UNIVERSITY.nameArabic,
          facultyName: faculty.name,
          facultyNameArabic: faculty.nameArabic,
          minScore: faculty.minScore,
          maxScoreOfYear: 320,
          sourceUrl: 'https://example.org/tansik-2025',
        },
        token,
      );
    }
  });

  it('when a student builds a 3-wish list and reorders it by keyboard, then the order survives a reload and a shared link, with the warnings that matter', async () => {
    const page = await browser.open(GUIDE, { language: 'en' });
    await page.getByTestId('suggestion').first().waitFor();
    await addFixtureWishes(page);
    await page.getByRole('link', { name: 'My wish list (3)' }).click();
    await page.waitForURL('**/guide/wishes?**');
    await page.getByTestId('wish').nth(2).getByTestId('wish-cutoff').waitFor();
    await expect.poll(async () => names(await wishNames(page))).toEqual(FACULTIES.map((f) => f.name));
    // The reach first, then two likely; the list is simulated: a chance per wish and a headline.
    expect(await page.getByTestId('wish').nth(0).innerText()).toContain('Reach');
    expect(await page.getByTestId('wish').nth(1).innerText()).toContain('Likely');
    await page.getByTestId('wish-headline').waitFor();
    expect(await page.getByTestId('wish-placed').count()).toBe(3);
    expect(await page.getByTestId('wish-total').innerText()).toContain('92.97%');

    // Keyboard: move the first wish down with Enter; focus stays on the moved wish.
    const moveDown = page.getByRole('button', { name: `Move ${FACULTIES[0]!.name} — ${UNIVERSITY.name} down` });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => names(await wishNames(page))).toEqual([FACULTIES[1]!.name, FACULTIES[0]!.name, FACULTIES[2]!.name]);
    expect(await page.evaluate(() => document.activeElement?.closest('[data-wish]')?.querySelector('h3')?.textContent)).toContain(FACULTIES[0]!.name);
    // Now a likely wish is first: it is the most likely place.
    await expect.poll(() => page.getByTestId('wish-headline').innerText()).toMatch(/most likely wish 1\.$/);

    await page.reload();
    await page.getByTestId('wish').nth(2).waitFor();
    await expect.poll(async () => names(await wishNames(page))).toEqual([FACULTIES[1]!.name, FACULTIES[0]!.name, FACULTIES[2]!.name]);

    const shared = page.url();
    const elsewhere = await browser.open(new URL(shared).pathname + new URL(shared).search, { language: 'en' });
    await elsewhere.getByTestId('wish').nth(2).waitFor();
    await expect.poll(async () => names(await wishNames(elsewhere))).toEqual([FACULTIES[1]!.name, FACULTIES[0]!.name, FACULTIES[2]!.name]);
    expect(await elsewhere.getByTestId('wish-total').innerText()).toContain('92.97%');
  });

  it('when a student on a 390 px phone in Arabic opens a three-wish list, then each wish shows its chance as a number and a bar, and with no place they add up to 100 %', async () => {
    const suggestions = await (await fetch(`${inject('baseUrl')}/api/guidance/suggestions?score=297.5&stream=math&year=2025&limit=300`)).json();
    const all = Object.values(suggestions.data.tiers as Record<string, Array<{ university: { id: string; name: string }; faculty: { key: string; name: string } }>>).flat();
    const tokens = FACULTIES.map((f) => all.find((s) => s.university.name === UNIVERSITY.name && s.faculty.name === f.name)!).map((s) => `${s.university.id}~${s.faculty.key}`);
    const page = await browser.open(`/guide/wishes?w=${encodeURIComponent(tokens.join(','))}&score=297.5&max=320&stream=math&year=2025`, { language: 'ar', viewport: { width: 390, height: 844 } });
    await page.getByTestId('wish-headline').waitFor();
    expect(await page.getByTestId('wish-headline').innerText()).toMatch(/^فرصة [٠-٩]+% للحصول على مكان من قائمتك؛ أرجح رغبة هي رقم [١-٣]\.$/);
    const placed = await page.getByTestId('wish-placed').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))));
    expect(placed).toHaveLength(3);
    const noPlace = Number(await page.getByTestId('wish-no-place').getAttribute('data-value'));
    expect(placed.reduce((t, v) => t + v, 0) + noPlace).toBeCloseTo(1, 9);
    // Shown in Arabic-Indic digits, in steps of 5 %, with a bar per wish.
    const shown = await page.getByTestId('wish-placed').allInnerTexts();
    shown.forEach((text, i) => expect(text).toBe(`${Math.round(placed[i]! * 100).toLocaleString('ar-EG')}%`));
    expect(placed.every((v) => Math.abs(v * 20 - Math.round(v * 20)) < 1e-9)).toBe(true);
    expect(await page.getByRole('meter').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });

  it('when a visitor signs up and saves the list, then in a fresh browser signing in brings the same list back; signing out clears it', async () => {
    const email = `wishes-${Date.now()}@example.com`;
    const page = await browser.open(GUIDE, { language: 'en' });
    await page.getByTestId('suggestion').first().waitFor();
    await addFixtureWishes(page);
    await page.goto('/account/register?next=/guide/wishes');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wish-list-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/guide/wishes**');
    await page.getByText(`Saved to your account (${email})`).waitFor();
    await page.getByTestId('wish').nth(2).waitFor();

    const fresh = await browser.open('/account/sign-in', { language: 'en' });
    await fresh.getByLabel('Email').fill(email);
    await fresh.getByLabel('Password').fill('wish-list-pass-1');
    await fresh.getByRole('button', { name: 'Sign in' }).click();
    await fresh.waitForURL('**/account/lists');
    await expect.poll(() => fresh.getByTestId('saved-wishes-count').innerText()).toBe('Wishes: 3');
    await fresh.getByRole('link', { name: 'Open the wish list' }).click();
    await fresh.getByTestId('wish').nth(2).waitFor();
    await expect.poll(async () => names(await wishNames(fresh))).toEqual(FACULTIES.map((f) => f.name));

    await fresh.goto('/account/lists');
    await fresh.getByRole('button', { name: 'Sign out' }).click();
    await fresh.waitForURL('**/account/sign-in');
    expect(await fresh.evaluate(() => [localStorage.getItem('visitorToken'), localStorage.getItem('dalil.lists')])).toEqual([null, expect.stringContaining('"wishes":[]')]);
  });

  it('when a student searches a public university on the wish list, then one of its faculties can be added by search', async () => {
    const page = await browser.open('/guide/wishes', { language: 'en' });
    await page.getByPlaceholder('University name').fill('E2E Wishes');
    const add = page.getByRole('button', { name: `Add ${FACULTIES[2]!.name} — ${UNIVERSITY.name} to the wish list` });
    await add.click();
    await page.getByTestId('wish').first().waitFor();
    await expect.poll(async () => names(await wishNames(page))).toEqual([FACULTIES[2]!.name]);
    expect(new URL(page.url()).searchParams.get('w')).toMatch(/~faculty-of-science$/);
  });

  it('when someone registers an e-mail that already has an account with another password, then the page stays and tells them to sign in with the account password', async () => {
    const email = `taken-${Date.now()}@example.com`;
    const register = async (password: string) => {
      const page = await browser.open('/account/register', { language: 'en' });
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();
      return page;
    };
    const owner = await register('owner-pass-123');
    await owner.waitForURL('**/account/lists');
    const other = await register('someone-else-1');
    await other.getByRole('alert').getByText("If this email already has an account, sign in with that account's password; nothing in it was changed.").waitFor();
    expect(new URL(other.url()).pathname).toBe('/account/register');
  });

  it('when the wrong password is typed, then the page says so without saying which part was wrong', async () => {
    const page = await browser.open('/account/sign-in', { language: 'ar' });
    await page.getByLabel('البريد الإلكتروني').fill('nobody@example.com');
    await page.getByLabel('كلمة المرور').fill('not-the-password');
    await page.getByRole('button', { name: 'دخول' }).click();
    await page.getByRole('alert').getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة.').waitFor();
  });

  it('when /guide/wishes and the account pages are checked with axe in both languages, then there are no serious or critical violations', async () => {
    for (const language of ['ar', 'en'] as const) {
      const page = await browser.open(GUIDE, { language, viewport: { width: 390, height: 844 } });
      await page.getByTestId('suggestion').first().waitFor();
      await page.getByTestId('suggestion').first().getByRole('button', { name: /to the wish list|إلى قائمة الرغبات/ }).click();
      await page.getByTestId('wish-list-link').click();
      await page.getByTestId('wish').first().getByTestId('wish-cutoff').waitFor();
      for (const path of ['/guide/wishes', '/account/sign-in', '/account/register', '/account/lists']) {
        if (path !== '/guide/wishes') await page.goto(path);
        await page.locator('h1').first().waitFor();
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path}: ${v.id}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    }
  }, 150_000); // Two languages × four pages of axe on a phone: over a minute on a loaded machine.
});

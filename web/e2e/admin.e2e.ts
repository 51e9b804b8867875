import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, useBrowser } from './browser.ts';

/**
 * The administrator's day: sign in through the form, manage a university with faculties (and
 * see it on the public pages), a scholarship and a program, switch the services page off and on,
 * stay signed in across a reload, sign out. One page carries the session through the steps.
 */
describe('admin panel', () => {
  const browser = useBrowser();
  const admin = inject('admin');
  const stamp = Date.now().toString(36);
  const universityName = `E2E Test University ${stamp}`;
  const renamed = `E2E Renamed University ${stamp}`;
  let page: Page;

  beforeAll(async () => {
    page = await browser.open('/admin', { language: 'en' });
  });

  const toast = (text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();

  it('when wrong credentials are submitted, then the server message is shown and no session is stored', async () => {
    await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor();
    expect(await page.getByText(/demo/i).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill('definitely-not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Login failed: invalid username or password').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it('when the administrator signs in, then the dashboard shows real counts and the live status of each service', async () => {
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
    const universities = page.getByTestId('stat-universities');
    await universities.getByText(/^\d[\d,]*$/).waitFor();
    const status = page.getByTestId('system-status');
    await status.waitFor();
    expect(await status.getByText('Ready').count()).toBeGreaterThanOrEqual(4);
    for (const name of ['Manage universities', 'Manage scholarships', 'Manage programs', 'Services settings', 'Manage ads']) {
      expect(await page.getByRole('tabpanel', { name: 'Dashboard' }).getByRole('link', { name }).count()).toBe(1);
    }
  });

  it('when a university with two faculties is created, then it appears in the admin grid and on the public list and detail pages', async () => {
    await page.getByRole('navigation', { name: 'Management pages' }).getByRole('link', { name: 'Manage universities' }).click();
    await page.getByRole('heading', { name: 'University management' }).waitFor();
    await page.getByRole('button', { name: 'Add university' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add university' }).waitFor();

    // The form refuses a rating above 5 with the contract's message.
    await dialog.getByLabel('English name').fill(universityName);
    await dialog.getByLabel('Arabic name').fill(`جامعة الاختبار ${stamp}`);
    await dialog.getByRole('tab', { name: 'Rankings' }).click();
    await dialog.getByLabel('Rating (0–5)').fill('7');
    await dialog.getByRole('tab', { name: 'Basics' }).click();
    // The form goes to the tab with the problem and marks it.
    await dialog.getByRole('button', { name: 'Create university' }).click();
    await dialog.getByText('Rating must be between 0 and 5').waitFor();
    expect(await dialog.getByRole('tab', { name: /Rankings/, selected: true }).count()).toBe(1);
    await dialog.getByLabel('Rating (0–5)').fill('4.5');

    await dialog.getByRole('tab', { name: 'Basics' }).click();
    await dialog.getByLabel('Type').first().selectOption('private');
    await dialog.getByLabel('Established year').fill('1996');
    await dialog.getByRole('tab', { name: 'Location' }).click();
    await dialog.getByLabel('City (English)').fill('Giza');
    await dialog.getByLabel('City (Arabic)').fill('الجيزة');
    await dialog.getByRole('tab', { name: 'Photos' }).click();
    await dialog.getByLabel('Photo URLs').fill('https://example.com/campus-1.jpg\n\nhttps://example.com/campus-2.jpg');
    await dialog.getByRole('tab', { name: 'Faculties' }).click();
    for (const [english, arabic] of [
      ['Faculty of E2E Engineering', 'كلية هندسة الاختبار'],
      ['Faculty of E2E Medicine', 'كلية طب الاختبار'],
    ]) {
      await dialog.getByRole('button', { name: 'Add faculty' }).click();
      const faculty = dialog.getByTestId('faculty-editor').last();
      expect(await faculty.getByLabel('Duration (English)').inputValue()).toBe('4 years');
      expect(await faculty.getByLabel('Tuition per semester').inputValue()).toBe('');
      await faculty.getByLabel('Faculty name (English)').fill(english!);
      await faculty.getByLabel('Faculty name (Arabic)').fill(arabic!);
      await faculty.getByLabel('Available degrees (English)').fill('BSc, , MSc');
    }
    await dialog.getByRole('button', { name: 'Create university' }).click();
    await toast('University created successfully');
    await page.getByTestId('admin-university-card').filter({ hasText: universityName }).getByText('Photos: 2').waitFor();

    const visitor = await browser.open(`/universities?search=${encodeURIComponent(universityName)}`, { language: 'en' });
    await visitor.getByRole('link', { name: new RegExp(universityName) }).first().click();
    await visitor.getByRole('heading', { name: universityName }).waitFor();
    await visitor.getByText('Faculty of E2E Engineering').first().waitFor();
    await visitor.getByText('Faculty of E2E Medicine').first().waitFor();
    await visitor.close();
  });

  it('when the university is edited, then the card shows the new name; when deleted after confirming, then it is gone', async () => {
    await page.getByRole('button', { name: `Edit ${universityName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit university' }).waitFor();
    await dialog.getByRole('tab', { name: 'Faculties' }).click();
    expect(await dialog.getByTestId('faculty-editor').count()).toBe(2);
    await dialog.getByRole('tab', { name: 'Basics' }).click();
    await dialog.getByLabel('English name').fill(renamed);
    await dialog.getByRole('button', { name: 'Update university' }).click();
    await toast('University updated successfully');
    await page.getByTestId('admin-university-card').filter({ hasText: renamed }).waitFor();

    // Delete lives in the edit view, not beside every card.
    expect(await page.getByRole('button', { name: `Delete ${renamed}` }).count()).toBe(0);
    await page.getByRole('button', { name: `Edit ${renamed}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this university?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('University deleted successfully');
    await page.getByTestId('admin-university-card').filter({ hasText: renamed }).waitFor({ state: 'detached' });
  });

  it('when a scholarship is created and then deactivated, then the table shows it inactive', async () => {
    await page.goto('/admin/scholarships');
    await page.getByRole('heading', { name: 'Scholarship management' }).waitFor();
    await page.getByRole('button', { name: 'Add scholarship' }).click();
    const form = page.locator('form');
    expect(await form.getByLabel('Minimum GPA (0–4)').inputValue()).toBe('3');
    expect(await form.getByLabel('Minimum age').inputValue()).toBe('18');
    expect(await form.getByLabel('Maximum age').inputValue()).toBe('35');
    const name = `E2E Scholarship ${stamp}`;
    await form.getByLabel('English name').fill(name);
    await form.getByLabel('Arabic name').fill(`منحة الاختبار ${stamp}`);
    await form.getByLabel('Provider (English)').fill('E2E Foundation');
    await form.getByLabel('Deadline').fill('2027-03-31');
    await form.getByLabel('Description (English)').fill('A scholarship created by the browser test.');
    await form.getByLabel('Description (Arabic)').fill('منحة أنشأها اختبار المتصفح.');
    await form.getByLabel('Application link').fill('https://example.com/apply');
    await form.getByLabel('Benefits (English)').fill('Tuition\n\nMonthly stipend');
    await form.getByRole('button', { name: 'Create scholarship' }).click();
    await toast('Scholarship created successfully');
    const row = page.getByTestId('scholarships-row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('switch').click();
    await row.getByRole('switch', { checked: false }).waitFor();
    await row.getByText('Inactive').waitFor();
  });

  it('when a program is created for a university, then the table shows the university it was copied from', async () => {
    await page.goto('/admin/programs');
    await page.getByRole('heading', { name: 'Program management' }).waitFor();
    await page.getByRole('button', { name: 'Add program' }).click();
    const form = page.locator('form');
    const university = form.getByRole('combobox', { name: /^University/ });
    await form.getByRole('option', { name: 'Choose a university' }).waitFor({ state: 'attached' });
    if ((await page.getByText('Error loading data').count()) > 0) throw new Error('universities did not load');
    const universityName = (await university.locator('option').nth(1).textContent())!;
    await university.selectOption({ index: 1 });
    expect(await form.getByLabel('Duration (years, 1–10)').inputValue()).toBe('2');
    const name = `E2E Master of Testing ${stamp}`;
    await form.getByLabel('English name').fill(name);
    await form.getByLabel('Arabic name').fill(`ماجستير الاختبار ${stamp}`);
    await form.getByLabel('Faculty (English)').fill('Faculty of Computing');
    await form.getByLabel('Faculty (Arabic)').fill('كلية الحاسبات');
    await form.getByLabel('Annual tuition').fill('60000');
    await form.getByLabel('Minimum GPA (0–4)').fill('3.2');
    await form.getByLabel('Application deadline').fill('2027-06-30');
    await form.getByLabel('Required degree (English)').fill("Bachelor's in Computer Science");
    await form.getByLabel('Required degree (Arabic)').fill('بكالوريوس علوم الحاسب');
    await form.getByLabel('Description (English)').fill('A program created by the browser test.');
    await form.getByLabel('Description (Arabic)').fill('برنامج أنشأه اختبار المتصفح.');
    await form.getByLabel('Application link').fill('https://example.com/programs/apply');
    await form.getByRole('button', { name: 'Create program' }).click();
    await toast('Program created successfully');
    await page.getByTestId('programs-row').filter({ hasText: name }).filter({ hasText: universityName.trim() }).waitFor();
  });

  it('when the services are switched off, then the public services page says they are unavailable at once', async () => {
    await page.goto('/admin/services');
    await page.getByRole('heading', { name: 'Services Management' }).waitFor();
    const available = page.getByLabel('Service available');
    await expect.poll(() => available.isChecked()).toBe(true);
    await available.uncheck();
    await page.getByTestId('services-preview-state').getByText('Service Temporarily Unavailable').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Service configuration updated successfully!').waitFor();

    const visitor = await browser.open('/services', { language: 'en' });
    await visitor.getByText('Services are temporarily unavailable').first().waitFor();
    const config = (await (await fetch(`${browser.baseUrl}/api/services/config`)).json()) as { data: { isAvailable: boolean } };
    expect(config.data.isAvailable).toBe(false);
    await visitor.close();

    // Back on, so other test files find the services page as it normally is.
    await available.check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Service configuration updated successfully!').waitFor();
  });

  it('when the administrator changes their password, then a wrong current password is refused and the right one works', async () => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Change password' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password (at least 8 characters)').fill('short');
    await dialog.getByLabel('Repeat the new password').fill('short');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Password must be at least 8 characters').waitFor();
    const next = `${admin.password}-next`;
    await dialog.getByLabel('New password (at least 8 characters)').fill(next);
    await dialog.getByLabel('Repeat the new password').fill(next);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('The current password is not correct').waitFor();
    await dialog.getByLabel('Current password').fill(admin.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await toast('Password changed successfully');

    // Put the shared e2e administrator's password back for the other test files.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const restored = await fetch(`${browser.baseUrl}/api/admin/account/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: next, newPassword: admin.password }),
    });
    expect(restored.status).toBe(200);
    // A password change ends every earlier token: the page carries on with the one in the answer.
    const fresh = ((await restored.json()) as { data: { token: string } }).data.token;
    await page.evaluate((t) => localStorage.setItem('adminToken', t), fresh);
  });

  it('when the administrator signs out, then the token the panel held no longer opens the admin API', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const held = await page.evaluate(() => localStorage.getItem('adminToken'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor();
    const after = await fetch(`${browser.baseUrl}/api/admin/account`, { headers: { authorization: `Bearer ${held}` } });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ success: false, message: 'Your session has ended, please sign in again' });
    // Signed in again for the tests that follow.
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('when the panel is reloaded, then the administrator stays signed in; after sign-out the form is back and storage is clear', async () => {
    await page.goto('/enhanced-admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminUser')])).toEqual([null, null]);
  });

  it('when a management page is opened without a session, then it sends the user to /admin with a message', async () => {
    await page.goto('/admin/universities');
    await page.waitForURL((url) => url.pathname === '/admin');
    await toast('You must be logged in as admin');
  });

  it('when the stored session is unparsable, then it is cleared and the sign-in form shows', async () => {
    await page.evaluate(() => {
      localStorage.setItem('adminToken', 'x');
      localStorage.setItem('adminUser', '{not json');
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  afterAll(async () => {
    await page?.context().close();
  });
});

describe('admin panel in Arabic, and its accessibility', () => {
  const browser = useBrowser();

  it('when the panel opens in Arabic, then the form is right-to-left and its messages are Arabic', async () => {
    const page = await browser.open('/admin', { language: 'ar' });
    await page.getByRole('heading', { name: 'دخول المشرف' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.getByText('اسم المستخدم مطلوب').waitFor();
    await page.getByText('كلمة المرور مطلوبة').waitFor();
    await page.context().close();
  });

  it('when an Arabic university form breaks a rule, then the rule is said in Arabic', async () => {
    const token = await adminToken();
    const page = await browser.open('/admin', { language: 'ar' });
    await signIn(page, token);
    await page.goto('/admin/universities');
    await page.getByRole('button', { name: 'إضافة جامعة' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'الترتيب' }).click();
    await dialog.getByLabel('التقييم (٠–٥)').fill('9');
    await dialog.getByRole('button', { name: 'إنشاء الجامعة' }).click();
    // The names are missing too: the form goes to the first tab with a problem, the basics.
    expect(await dialog.getByText('هذا الحقل مطلوب').count()).toBeGreaterThanOrEqual(2);
    await dialog.getByRole('tab', { name: 'الترتيب' }).click();
    await dialog.getByText('يجب أن تكون القيمة بين ٠ و٥').waitFor();
    await page.context().close();
  });

  it('when axe scans the admin pages in Arabic (light) and English (dark), then no serious or critical violation is found', async () => {
    const token = await adminToken();
    const pages = [
      { path: '/admin', signedIn: false, heading: { ar: 'دخول المشرف', en: 'Admin sign-in' } },
      { path: '/admin', signedIn: true, heading: { ar: 'لوحة المعلومات', en: 'Dashboard' } },
      { path: '/admin/universities', signedIn: true, heading: { ar: 'إدارة الجامعات', en: 'University management' } },
      { path: '/admin/scholarships', signedIn: true, heading: { ar: 'إدارة المنح الدراسية', en: 'Scholarship management' } },
      { path: '/admin/programs', signedIn: true, heading: { ar: 'إدارة البرامج', en: 'Program management' } },
      { path: '/admin/services', signedIn: true, heading: { ar: 'إدارة الخدمات', en: 'Services Management' } },
    ];
    const problems: string[] = [];
    // Each language once, each theme once: Arabic in light, English in dark.
    for (const [language, theme] of [['ar', 'light'], ['en', 'dark']] as const) {
      {
        for (const target of pages) {
          const page = await browser.open('/admin', { language, theme });
          if (target.signedIn) await signIn(page, token);
          await page.goto(target.path);
          await page.getByRole('heading', { name: target.heading[language] }).first().waitFor();
          await page.waitForLoadState('networkidle');
          const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          for (const violation of result.violations) {
            if (violation.impact === 'serious' || violation.impact === 'critical') {
              problems.push(`${target.path} ${language} ${theme}: ${violation.id} — ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
            }
          }
          await page.context().close();
        }
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
});

/** Puts a session in storage as the login form would. */
async function signIn(page: Page, token: string) {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; username: string };
  await page.evaluate(
    ([t, user]) => {
      localStorage.setItem('adminToken', t);
      localStorage.setItem('adminUser', user);
    },
    [token, JSON.stringify({ id: claims.sub, username: claims.username, role: 'admin' })] as const,
  );
}

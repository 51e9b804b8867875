/**
 * The university form saves what it does not edit as it found it: an unchanged save of every
 * seeded university, through the payload the form builds, leaves the stored record deep-equal
 * (faculty keys, fields and campuses, unknown fees, thumbnails, source URLs); one goes through
 * the browser's form too.
 */
import AxeBuilder from '@axe-core/playwright';
import { ZCreateUniversity, type TUniversity } from '@dalil/contracts/catalogue/university';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { universityPayload, universityToForm } from '../src/features/admin-catalogue/utils/university-payload.ts';
import { adminCall, adminToken, useBrowser } from './browser.ts';

async function allUniversities(baseUrl: string): Promise<TUniversity[]> {
  const all: TUniversity[] = [];
  for (let page = 1; ; page++) {
    const body = (await (await fetch(`${baseUrl}/api/universities?limit=100&page=${page}`)).json()) as { data: TUniversity[]; pagination: { pages: number } };
    all.push(...body.data);
    if (page >= body.pagination.pages) return all;
  }
}

/** Serious or critical accessibility breaches inside the dialog, as 'rule: target' lines. */
async function seriousAxe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function openForm(openSignedIn: ReturnType<typeof useBrowser>['openSignedIn'], university: TUniversity, language: 'ar' | 'en') {
  const page = await openSignedIn(`/admin/universities?search=${encodeURIComponent(university.name)}`, { language });
  await page.getByTestId('admin-university-card').filter({ hasText: university.name }).first().getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tablist').waitFor();
  return { page, dialog };
}

const withoutUpdate = ({ updatedAt: _updatedAt, ...rest }: TUniversity) => rest;

describe('university form round-trip', () => {
  const { open, openSignedIn, baseUrl } = useBrowser();

  it('when every seeded university is saved unchanged through the form\'s payload, then each stored record stays deep-equal', async () => {
    const before = await allUniversities(baseUrl);
    expect(before.length).toBeGreaterThan(20);
    expect(before.some((u) => u.faculties.some((f) => f.campus))).toBe(true);
    const changed: string[] = [];
    // One sign-in for the whole walk (each sign-in hashes a password).
    const token = await adminToken();
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
      const json = (await response.json()) as { data: T };
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
      return json.data;
    };
    for (const listed of before) {
      const university = await call<TUniversity>('GET', `/api/universities/${listed.id}`);
      const body = ZCreateUniversity.parse(universityPayload(universityToForm(university), university));
      await call('PUT', `/api/admin/universities/${university.id}`, body);
      const after = await call<TUniversity>('GET', `/api/universities/${university.id}`);
      try {
        expect(withoutUpdate(after)).toEqual(withoutUpdate(university));
      } catch (error) {
        changed.push(`${university.name}: ${(error as Error).message.slice(0, 400)}`);
      }
    }
    expect(changed).toEqual([]);
  }, 240_000);

  it('when a university with a faculty on another campus is saved unchanged in the browser, then nothing of it changes', async () => {
    const all = await allUniversities(baseUrl);
    const university = await adminCall<TUniversity>('GET', `/api/universities/${all.find((u) => u.faculties.some((f) => f.campus))!.id}`);
    const page = await openSignedIn(`/admin/universities?search=${encodeURIComponent(university.name)}`, { language: 'en' });
    const card = page.getByTestId('admin-university-card').filter({ hasText: university.name }).first();
    await card.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tablist').waitFor();
    const saved = page.waitForResponse((r) => r.url().includes(`/api/admin/universities/${university.id}`) && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Update university' }).click();
    expect((await saved).status()).toBe(200);
    const after = await adminCall<TUniversity>('GET', `/api/universities/${university.id}`);
    expect(withoutUpdate(after)).toEqual(withoutUpdate(university));
  });

  it('when a rank or fee is changed in the Arabic form without its year and source, then the form refuses it in Arabic beside the blank field; with them, it saves and keeps them', async () => {
    const all = await allUniversities(baseUrl);
    const university = await adminCall<TUniversity>('GET', `/api/universities/${all.find((u) => u.name === 'Ain Shams University')!.id}`);
    const { page, dialog } = await openForm(openSignedIn, university, 'ar');
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/admin/universities/')) puts.push(r.url());
    });

    await dialog.getByRole('tab', { name: 'الترتيب' }).click();
    for (const label of ['سنة الترتيب المحلي', 'اسم مصدر الترتيب المحلي', 'رابط مصدر الترتيب المحلي', 'سنة الترتيب العالمي', 'اسم مصدر الترتيب العالمي', 'رابط مصدر الترتيب العالمي']) {
      await dialog.getByLabel(label).waitFor();
    }
    await dialog.getByLabel('الترتيب المحلي', { exact: true }).fill('7');
    await dialog.getByRole('tab', { name: 'الكليات' }).click();
    const faculty = dialog.getByTestId('faculty-editor').first();
    await faculty.getByLabel('المصروفات لكل فصل دراسي').fill('45000');
    await dialog.getByRole('button', { name: 'تحديث الجامعة' }).click();
    // The first section with a problem opens: the rankings, then the fee once the rank has its source.
    await dialog.getByText('الترتيب المحلي: السنة واسم المصدر ورابط المصدر مطلوبة').waitFor();
    expect(await seriousAxe(page)).toEqual([]);
    await dialog.getByLabel('سنة الترتيب المحلي').fill('٢٠٢٦');
    await dialog.getByLabel('اسم مصدر الترتيب المحلي').fill('QS World University Rankings');
    await dialog.getByLabel('رابط مصدر الترتيب المحلي').fill('https://www.topuniversities.com/world-university-rankings');
    await dialog.getByRole('button', { name: 'تحديث الجامعة' }).click();
    await dialog.getByText(`مصروفات ${university.faculties[0]!.name}: العام الدراسي واسم المصدر ورابط المصدر مطلوبة`).waitFor();
    expect(await dialog.getByRole('tab', { name: /الكليات/, selected: true }).count()).toBe(1);
    expect(puts).toEqual([]);
    expect(await seriousAxe(page)).toEqual([]);

    await faculty.getByLabel('العام الدراسي للمصروفات').fill('2025/26');
    await faculty.getByLabel('اسم مصدر المصروفات').fill('Ain Shams University fee decree');
    await faculty.getByLabel('رابط مصدر المصروفات').fill('https://www.asu.edu.eg/fees');
    const saved = page.waitForResponse((r) => r.url().includes(`/api/admin/universities/${university.id}`) && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'تحديث الجامعة' }).click();
    expect((await saved).status()).toBe(200);
    const after = await adminCall<TUniversity>('GET', `/api/universities/${university.id}`);
    expect(after.rank.local).toBe(7);
    expect(after.rankSources.local).toEqual({ year: '2026', sourceName: 'QS World University Rankings', sourceUrl: 'https://www.topuniversities.com/world-university-rankings' });
    expect(after.faculties[0]).toMatchObject({ tuitionPerSemester: { amount: 45000 }, tuitionSource: { year: '2025/26', sourceName: 'Ain Shams University fee decree', sourceUrl: 'https://www.asu.edu.eg/fees' } });

    // The public page shows the fee with its academic year and source.
    const visitor = await open(`/universities/${university.id}`, { language: 'ar' });
    const card = visitor.locator('article').filter({ hasText: 'Ain Shams University fee decree' }).first();
    await card.waitFor();
    expect(await card.innerText()).toContain('٢٠٢٥/٢٦');

    // In English the same fields are there with English labels.
    const english = await openForm(openSignedIn, after, 'en');
    await english.dialog.getByRole('tab', { name: 'Rankings' }).click();
    expect(await english.dialog.getByLabel('Local rank year').inputValue()).toBe('2026');
    await english.dialog.getByRole('tab', { name: 'Faculties' }).click();
    expect(await english.dialog.getByTestId('faculty-editor').first().getByLabel('Fee academic year').inputValue()).toBe('2025/26');
    expect(await seriousAxe(english.page)).toEqual([]);
  });

  it('when a university fee range is entered in the Arabic form without its academic year and source, then the form refuses it in Arabic; with them, it saves and keeps them', async () => {
    const all = await allUniversities(baseUrl);
    const target = all.find((u) => u.tuitionRange.min === null && u.tuitionRange.max === null && u.name !== 'Ain Shams University')!;
    const university = await adminCall<TUniversity>('GET', `/api/universities/${target.id}`);
    const { page, dialog } = await openForm(openSignedIn, university, 'ar');
    await dialog.getByRole('tab', { name: 'المصروفات', exact: true }).click();
    await dialog.getByLabel('الحد الأدنى للمصروفات').fill('50000');
    await dialog.getByRole('button', { name: 'تحديث الجامعة' }).click();
    await dialog.getByText('نطاق المصروفات: العام الدراسي واسم المصدر ورابط المصدر مطلوبة').waitFor();
    expect(await seriousAxe(page)).toEqual([]);
    await dialog.getByLabel('العام الدراسي لنطاق المصروفات').fill('٢٠٢٥/٢٦');
    await dialog.getByLabel('اسم مصدر نطاق المصروفات').fill('Fee range decree');
    await dialog.getByLabel('رابط مصدر نطاق المصروفات').fill('https://fees.example.org/range');
    const saved = page.waitForResponse((r) => r.url().includes(`/api/admin/universities/${university.id}`) && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'تحديث الجامعة' }).click();
    expect((await saved).status()).toBe(200);
    const after = await adminCall<TUniversity>('GET', `/api/universities/${university.id}`);
    expect(after.tuitionRange.min).toBe(50000);
    expect(after.tuitionSource).toEqual({ year: '2025/26', sourceName: 'Fee range decree', sourceUrl: 'https://fees.example.org/range' });
  });
});

/**
 * The university form saves what it does not edit as it found it: an unchanged save of every
 * seeded university, through the payload the form builds, leaves the stored record deep-equal
 * (faculty keys, fields and campuses, unknown fees, thumbnails, source URLs); one goes through
 * the browser's form too.
 */
import { ZCreateUniversity, type TUniversity } from '@dalil/contracts/catalogue/university';
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

const withoutUpdate = ({ updatedAt: _updatedAt, ...rest }: TUniversity) => rest;

describe('university form round-trip', () => {
  const { open, baseUrl } = useBrowser();

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
    const token = await adminToken();
    const page = await open('/about', { language: 'en' });
    await page.evaluate((value) => {
      localStorage.setItem('adminToken', value);
      localStorage.setItem('adminUser', JSON.stringify({ username: 'e2e-admin' }));
    }, token);
    await page.goto(`/admin/universities?search=${encodeURIComponent(university.name)}`);
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
});

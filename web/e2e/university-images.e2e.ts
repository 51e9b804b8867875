/** A university's uploaded photo shows with its credit; one without a photo shows the designed placeholder. */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, useBrowser } from './browser.ts';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('university photos', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');
  let withPhoto: string;
  let withoutPhoto: string;

  beforeAll(async () => {
    const token = await adminToken();
    const create = async (name: string, nameArabic: string) => {
      const response = await fetch(`${baseUrl}/api/admin/universities`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name, nameArabic, type: 'private', location: { city: 'Cairo', cityArabic: 'القاهرة', governorate: 'Cairo', governorateArabic: 'القاهرة' } }),
      });
      return ((await response.json()) as { data: { id: string } }).data.id;
    };
    withPhoto = await create('E2E Photo University', 'جامعة الصورة للاختبار');
    withoutPhoto = await create('E2E Plain University', 'جامعة بلا صورة للاختبار');
    const credit = new URLSearchParams({ author: 'Jane Doe', licence: 'CC BY-SA 4.0', sourceUrl: 'https://commons.example.org/wiki/File:Campus.png' });
    const upload = await fetch(`${baseUrl}/api/admin/university-images/${withPhoto}/photo?${credit}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
      body: PNG_1X1,
    });
    if (upload.status !== 200) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
    // Not an image by content, whatever its declared type: refused through the gateway too.
    const fake = await fetch(`${baseUrl}/api/admin/university-images/${withPhoto}/logo?${credit}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
      body: '%PDF-1.4 not an image',
    });
    expect(fake.status).toBe(400);
  });

  it('when a university has an uploaded photo, then its page shows it (loaded, same origin) with the credit', async () => {
    const page = await browser.open(`/universities/${withPhoto}`, { language: 'en' });
    const photo = page.getByTestId('university-photo').first();
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(new URL((await photo.getAttribute('src'))!, baseUrl).origin).toBe(baseUrl);
    const credit = await page.getByTestId('photo-credit').innerText();
    expect(credit).toContain('Jane Doe');
    expect(credit).toContain('CC BY-SA 4.0');
    expect(await page.getByTestId('photo-credit').getByRole('link').getAttribute('href')).toBe('https://commons.example.org/wiki/File:Campus.png');
  });

  it('when a university has no photo, then a placeholder with its initials shows, never a broken image', async () => {
    const page = await browser.open(`/universities/${withoutPhoto}`, { language: 'en' });
    const placeholder = page.getByTestId('university-placeholder').first();
    await placeholder.waitFor();
    expect(await placeholder.innerText()).toBe('EP');
    const broken = await page.evaluate(() => Array.from(document.images).filter((img) => img.complete && img.naturalWidth === 0).length);
    expect(broken).toBe(0);
  });
});

/**
 * Small public-site fixes from the second walk-through (issue 28): the phone's ad strip after
 * the page's heading and a compact stand-in for a broken ad image, "My lists" in the header for
 * everyone, a refused registration saying the real wait, and one /figures request per
 * university page.
 */
import AxeBuilder from '@axe-core/playwright';
import { Redis } from 'ioredis';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { TEST_REDIS_URL } from '@dalil/service-kit/testing';
import { adminCall, useBrowser } from './browser.ts';

const PHONE = { width: 390, height: 844 };

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe('public site fixes', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it("when a top-banner ad's image is broken on a 390 px phone, then the page heading is in the first screen, the ad follows the heading as a compact placeholder, and on a desktop it stays above the page", async () => {
    const ad = await adminCall<{ _id: string }>('POST', '/api/admin/ads', {
      title: 'Broken image e2e',
      titleArabic: 'إعلان بصورة معطوبة',
      description: 'A broken image',
      descriptionArabic: 'صورة معطوبة',
      position: 'banner',
      mediaUrl: `${baseUrl}/no-such-ad-image.png`,
      priority: 10,
    });
    try {
      for (const language of ['ar', 'en'] as const) {
        const page = await browser.open('/scholarships', { language, viewport: PHONE });
        const placeholder = page.locator(`[data-testid="ad-strip-top"] [data-ad-id="${ad._id}"] [data-testid="ad-placeholder"]`);
        await placeholder.waitFor();
        const heading = await box(page, 'main h1');
        expect(heading.y + heading.height, language).toBeLessThanOrEqual(PHONE.height);
        const placeholderBox = (await placeholder.boundingBox())!;
        expect(placeholderBox.height).toBeLessThanOrEqual(120);
        // The strip is inside the page, after the heading's block.
        expect(await page.locator('main [data-testid="ad-strip-top"]').count()).toBe(1);
        expect((await box(page, '[data-testid="ad-strip-top"]')).y).toBeGreaterThan(heading.y + heading.height);
        const axe = await new AxeBuilder({ page }).include('[data-testid="ad-strip-top"]').include('header').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

        // A page with no marked place for it (the sign-in form) gets the strip after its content.
        await page.goto('/account/sign-in');
        await placeholder.waitFor();
        const form = await box(page, 'main form');
        expect((await box(page, '[data-testid="ad-strip-top"]')).y).toBeGreaterThan(form.y + form.height);
        await page.context().close();
      }
      const desktop = await browser.open('/scholarships', { language: 'ar' });
      await desktop.locator(`[data-testid="ad-strip-top"] [data-ad-id="${ad._id}"]`).waitFor();
      expect(await desktop.locator('main [data-testid="ad-strip-top"]').count()).toBe(0);
      expect((await box(desktop, '[data-testid="ad-strip-top"]')).y).toBeLessThan((await box(desktop, 'main h1')).y);
      await desktop.context().close();
    } finally {
      await adminCall('DELETE', `/api/admin/ads/${ad._id}`);
    }
  });

  it('when an anonymous visitor looks at the header, then "My lists" is linked there on a phone and a desktop, in both languages, and opens the lists', async () => {
    for (const [language, label] of [
      ['ar', 'قوائمي'],
      ['en', 'My lists'],
    ] as const) {
      for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
        const page = await browser.open('/about', { language, viewport });
        const link = page.locator('header').getByRole('link', { name: label, exact: true });
        await link.click();
        await page.waitForURL('**/account/lists');
        await page.locator('main h1').waitFor();
        await page.context().close();
      }
    }
  });

  it('when registration is refused for too many attempts, then the form says the wait the server gave, in words, in Arabic and English', async () => {
    // The stack allows 5 registrations an hour from one address (REGISTER_IP_MAX_ATTEMPTS);
    // this test uses them up and gives them back afterwards, so other files can register.
    const redis = new Redis(TEST_REDIS_URL);
    const clear = async () => {
      for (const key of await redis.keys(`${inject('redisPrefix')}:auth:register-ip:*`)) await redis.del(key);
    };
    try {
      await clear();
      let status = 0;
      for (let i = 0; i < 10 && status !== 429; i++) {
        status = (await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `full-${i}@example.com`, password: 'full-house-1' }) })).status;
      }
      expect(status).toBe(429);
      for (const [language, wait] of [
        ['en', /Try again in (59|60) minutes\./],
        ['ar', /حاول مرة أخرى بعد (٥٩|٦٠) دقيقة\./],
      ] as const) {
        const page = await browser.open('/account/register', { language });
        await page.locator('input[type=email]').fill('late@example.com');
        await page.locator('input[type=password]').fill('late-comer-1');
        await page.locator('main form button[type=submit]').click();
        expect(await page.getByRole('alert').innerText()).toMatch(wait);
        await page.context().close();
      }
    } finally {
      await clear();
      redis.disconnect();
    }
  });

  it("when a university's page opens while its figures are slow to come, then /figures is asked for once and never aborted", async () => {
    const [university] = (await (await fetch(`${baseUrl}/api/universities?search=cairo%20university&limit=1`)).json()).data as Array<{ id: string }>;
    for (const language of ['ar', 'en'] as const) {
      const page = await browser.open('about:blank', { language });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/figures')) asked.push('asked');
      });
      page.on('requestfailed', (request) => {
        if (request.url().endsWith('/figures')) asked.push(`failed: ${request.failure()?.errorText}`);
      });
      // The page's other sections (and their translations) arrive while the figures are on their way.
      await page.route('**/figures', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue().catch(() => undefined);
      });
      await page.goto(`/universities/${university!.id}`);
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked, language).toEqual(['asked']);
      await page.context().close();
    }
  });
});

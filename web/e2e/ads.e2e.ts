import { describe, expect, inject, it } from 'vitest';
import { adminCall, useBrowser } from './browser.ts';

const SVG = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><rect width="600" height="120" fill="#1d4ed8"/></svg>')}`;

const createAd = (overrides: Record<string, unknown>) =>
  adminCall<{ _id: string }>('POST', '/api/admin/ads', {
    title: 'Open day at Cairo University',
    titleArabic: 'يوم مفتوح في جامعة القاهرة',
    description: 'Visit the campus',
    descriptionArabic: 'زر الحرم الجامعي',
    mediaUrl: SVG,
    ...overrides,
  });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 300));
    value = await read();
  }
  return value;
}

describe('ads on the public site', () => {
  const browser = useBrowser();

  it("when an ad's image is on the advertiser's own https host, then the page loads and shows it", async () => {
    const imageUrl = 'https://cdn.advertiser.example/dalil-e2e-banner.png';
    const ad = await createAd({ position: 'banner', mediaUrl: imageUrl, priority: 10, title: 'Advertiser image e2e' });
    try {
      const page = await browser.open('about:blank', { language: 'en' });
      // The advertiser's host, answered here (the test machine has no internet).
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
      let asked = 0;
      await page.route(imageUrl, (route) => {
        asked++;
        return route.fulfill({ status: 200, contentType: 'image/png', body: png });
      });
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) blocked.push(message.text());
      });
      await page.goto('/about');
      const image = page.locator(`[data-testid="ad-strip-top"] [data-ad-id="${ad._id}"] img`);
      await image.waitFor();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(asked).toBeGreaterThan(0);
      expect(blocked).toEqual([]);
    } finally {
      await adminCall('DELETE', `/api/admin/ads/${ad._id}`);
    }
  });

  it('when an active top-banner ad exists, then it shows above the page and a click opens a new tab and is counted', async () => {
    const ad = await createAd({ position: 'banner', clickUrl: `${inject('baseUrl')}/faq`, title: 'Top banner e2e' });
    const page = await browser.open('/about', { language: 'en' });
    const shown = page.locator(`[data-testid="ad-strip-top"] [data-ad-id="${ad._id}"]`);
    await shown.waitFor();
    const link = shown.getByRole('link');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForURL('**/faq');
    expect(page.url()).not.toContain('/faq');

    // Counted by the ads service's batch consumer, about once a second.
    const stats = await until(
      () => adminCall<{ ads: Array<{ adId: string; clicks: number; impressions: number }> }>('GET', `/api/admin/ads/analytics?adId=${ad._id}`),
      (data) => (data.ads[0]?.clicks ?? 0) >= 1 && (data.ads[0]?.impressions ?? 0) >= 1,
    );
    expect(stats.ads[0]).toMatchObject({ clicks: 1, impressions: 1 });
  });

  it('when an html ad tries to reach the page, its storage or cookies, then it gets nothing and the page is untouched', async () => {
    const banner = await adminCall<{ _id: string }>('POST', '/enhanced-admin/banner-ads', {
      name: 'Hostile html ad',
      position: 'top-banner',
      type: 'html',
      content: {
        htmlContent: `<p>ad</p><script>
          const r = {};
          try { r.cookie = document.cookie; } catch (e) { r.cookie = 'threw'; }
          try { r.storage = localStorage.getItem('adminToken'); } catch (e) { r.storage = 'threw'; }
          try { parent.document.body.innerHTML = 'HACKED'; r.parent = 'wrote'; } catch (e) { r.parent = 'threw'; }
          document.body.dataset.result = JSON.stringify(r);
        </script>`,
      },
    });
    const page = await browser.open('/about', { language: 'en' });
    await page.evaluate(() => {
      localStorage.setItem('adminToken', 'page-secret-token');
      document.cookie = 'visitor=page-cookie';
    });
    await page.reload();
    const frameElement = page.locator(`iframe[data-ad-frame="${banner._id}"]`);
    await frameElement.waitFor();
    expect(await frameElement.getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-popups-to-escape-sandbox');
    const frame = await (await frameElement.elementHandle()).contentFrame();
    await frame!.waitForSelector('p');

    // Whatever runs in the frame meets an opaque origin: every attempt throws.
    const attempts = await frame!.evaluate(() => {
      const tryIt = (f: () => unknown) => {
        try {
          return f();
        } catch {
          return 'threw';
        }
      };
      return {
        cookie: tryIt(() => document.cookie),
        storage: tryIt(() => localStorage.getItem('adminToken')),
        parentRead: tryIt(() => window.parent.document.title),
        parentWrite: tryIt(() => {
          window.parent.document.body.innerHTML = 'HACKED';
          return 'wrote';
        }),
        ownScript: document.body.dataset.result ?? null,
      };
    });
    expect(attempts).toMatchObject({ cookie: 'threw', storage: 'threw', parentRead: 'threw', parentWrite: 'threw' });
    // The ad's own script runs (its document has its own policy) and meets the same walls.
    expect(attempts.ownScript).not.toBeNull();
    expect(JSON.parse(attempts.ownScript!)).toEqual({ cookie: 'threw', storage: 'threw', parent: 'threw' });

    expect(await page.evaluate(() => document.body.innerText.includes('HACKED'))).toBe(false);
    expect(await page.locator('#main').count()).toBe(1);
    console.info('html ad in the frame:', JSON.stringify(attempts));
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBe('page-secret-token');
    await page.getByRole('navigation').first().waitFor();
    await adminCall('DELETE', `/api/admin/banner-ads/${banner._id}`);
  });

  it('when an active sidebar ad exists, then the rail shows only at extra-large width, and not once the ad is off', async () => {
    const ad = await createAd({ position: 'sidebar', title: 'Sidebar e2e' });
    const wide = await browser.open('/about', { language: 'en', viewport: { width: 1280, height: 900 } });
    const rail = wide.locator('[data-testid="ad-rail-left-sidebar"]');
    await rail.waitFor();
    expect(await rail.locator(`[data-ad-id="${ad._id}"]`).isVisible()).toBe(true);

    const narrow = await browser.open('/about', { language: 'en', viewport: { width: 1279, height: 900 } });
    // Rendered (an active sidebar ad exists) but not shown below the xl breakpoint.
    const narrowRail = narrow.locator('[data-testid="ad-rail-left-sidebar"]');
    await narrowRail.waitFor({ state: 'attached' });
    expect(await narrowRail.isVisible()).toBe(false);

    await adminCall('PUT', `/api/admin/ads/${ad._id}`, { isActive: false });
    const after = await browser.open('/about', { language: 'en', viewport: { width: 1440, height: 900 } });
    await after.locator('[data-testid="ad-strip-top"]').waitFor();
    await after.waitForLoadState('networkidle');
    expect(await after.locator('[data-testid="ad-rail-left-sidebar"]').count()).toBe(0);
  });

  it('when no administrator is signed in, then /admin/ads sends the visitor to /admin (no automatic sign-in)', async () => {
    const page = await browser.open('/admin/ads', { language: 'en' });
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it('when an administrator adds, deactivates and deletes an ad, then the page follows each step', async () => {
    const page = await browser.openSignedIn('/admin/ads', { language: 'en' });
    await page.getByRole('heading', { name: 'Ads Management' }).waitFor();
    await page.getByRole('button', { name: 'Add Ad' }).click();
    await page.getByRole('heading', { name: 'Add New Ad' }).waitFor();

    // Required fields first: the form names what is missing, in the reader's language.
    await page.getByRole('button', { name: 'Create Ad' }).click();
    await page.getByText('The Arabic title is required.').waitFor();

    await page.getByLabel('Title (English)').fill('Admin e2e ad');
    await page.getByLabel('Title (Arabic)').fill('إعلان تجريبي');
    await page.getByLabel('Description (English)').fill('Made from the form');
    await page.getByLabel('Description (Arabic)').fill('من النموذج');
    await page.getByLabel('Media URL').fill('not a url');
    // In the form's preview: the list below shows every ad, some of whose images may fail too.
    await page.getByRole('form').getByText('Image failed to load').waitFor();
    await page.getByText('Sample URLs').click();
    await page.getByRole('button', { name: 'Education (blue)' }).click();
    await page.getByRole('img', { name: 'Media preview' }).waitFor();
    await page.getByRole('button', { name: 'Create Ad' }).click();

    const card = page.getByTestId('ad-card').filter({ hasText: 'Admin e2e ad' });
    await card.waitFor();
    expect(await card.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByTestId('ad-impressions').textContent()).toBe('0');
    await card.getByRole('button', { name: 'Deactivate' }).click();
    await card.getByText('Inactive', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Activate' }).waitFor();

    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
  });

  it('when an administrator adds a banner ad from the panel tab, then it is listed with its counts and can be switched off', async () => {
    const page = await browser.openSignedIn('/admin', { language: 'en' });
    await page.getByRole('tab', { name: 'Banner ads' }).click();
    await page.getByTestId('banner-tab-total').waitFor();
    const before = Number(await page.getByTestId('banner-tab-total').textContent());

    await page.getByRole('button', { name: 'Add banner ad' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create banner ad' }).click();
    await dialog.getByText('The name is required.').waitFor();
    await dialog.getByLabel('Name').fill('Panel banner e2e');
    await dialog.getByLabel('Image URL').fill('https://example.org/panel.png');
    await dialog.getByRole('button', { name: 'Create banner ad' }).click();
    await page.getByText('Banner ad created successfully!').waitFor();

    const row = page.getByRole('listitem').filter({ hasText: 'Panel banner e2e' });
    await row.waitFor();
    await row.getByText('Clicks: 0').waitFor();
    expect(Number(await page.getByTestId('banner-tab-total').textContent())).toBe(before + 1);
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByRole('button', { name: 'Activate' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Management pages' }).getByRole('link', { name: 'Manage ads' }).getAttribute('href')).toBe('/admin/ads');
  });
});

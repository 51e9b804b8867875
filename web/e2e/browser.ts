/**
 * Browser helpers for the e2e tests: the system Chromium through playwright-core (never a
 * downloaded browser), a page per test, and small waits that read like the user's actions.
 */
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface OpenOptions {
  language?: 'ar' | 'en';
  theme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  adminToken?: string;
}

/** One browser per test file; `open` gives a fresh context (own storage) per call. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });
  const baseUrl = inject('baseUrl');
  const open = async (pathname: string, options: OpenOptions = {}): Promise<Page> => {
    const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 }, baseURL: baseUrl });
    contexts.push(context);
    await context.addInitScript(
      ([language, theme]) => {
        if (language && !localStorage.getItem('language')) localStorage.setItem('language', language);
        if (theme && !localStorage.getItem('theme')) localStorage.setItem('theme', theme);
      },
      [options.language ?? null, options.theme ?? null] as const,
    );
    const page = await context.newPage();
    await page.goto(pathname);
    return page;
  };
  return {
    baseUrl,
    open,
    /** `pathname` with the administrator signed in, the storage as the login form leaves it (set on a first page of the site). */
    async openSignedIn(pathname: string, options: OpenOptions = {}): Promise<Page> {
      const token = await adminToken();
      const page = await open('/about', options);
      await page.evaluate((value) => {
        localStorage.setItem('adminToken', value);
        localStorage.setItem('adminUser', JSON.stringify({ username: 'e2e-admin' }));
      }, token);
      await page.goto(pathname);
      return page;
    },
  };
}

/** Signs the administrator in through the API and returns the token (for admin pages). */
export async function adminToken(): Promise<string> {
  const baseUrl = inject('baseUrl');
  const admin = inject('admin');
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !body.data?.token) throw new Error(`admin login failed: ${response.status}`);
  return body.data.token;
}

/** Calls the admin API through the gateway as the administrator; answers the envelope's data or throws with the status. */
export async function adminCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Work on the stack's catalogue schema directly (fixtures the API does not write, e.g. seeded windows). */
export async function withDatabase<T>(work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: inject('databaseUrl'), options: '-c search_path=catalogue,public', max: 2 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { authHeaders, TEST_REDIS_URL } from '@dalil/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { catalogueChangedChannel, createCityCostsRepository, createUniversityWrites, upsertCityCosts } from '@dalil/catalogue/testing';
import { assertAllowedUrl, createHttpFetcher, createScrapeSourceRepository, resolvePublic, SCRAPER_USER_AGENT } from '@dalil/jobs/testing';
import { openPipeline } from './support/pipeline.ts';
import { startFixtureSite } from './support/fixture-site.ts';

describe('SSRF guard', () => {
  it.each(['http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/', 'http://[fd00::1]/', 'http://[fe80::1]/', 'http://0.0.0.0/', 'http://192.168.1.1/', 'http://[::ffff:10.0.0.1]/'])(
    'when a regular source points at %s, then it is refused before any connection',
    async (url) => {
      expect(() => assertAllowedUrl(new URL(url), false)).toThrow(/Refused/);
      const fetcher = createHttpFetcher({ perHostIntervalMs: 0 });
      await expect(fetcher.fetchHtml(url, { allowPrivate: false })).rejects.toThrow(/Refused/);
      await fetcher.close();
    },
  );

  it('when a host name resolves to loopback, then it is refused unless the source is a local fixture', async () => {
    await expect(resolvePublic('localhost', false)).rejects.toThrow(/Refused: localhost resolves to/);
    await expect(resolvePublic('localhost', true)).resolves.not.toHaveLength(0);
  });

  it('when the URL is not http(s), then it is refused', () => {
    expect(() => assertAllowedUrl(new URL('file:///etc/passwd'), true)).toThrow(/Refused/);
  });
});

describe('scraping runs against fixture sites', () => {
  let p: Awaited<ReturnType<typeof openPipeline>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    p = await openPipeline();
    site = await startFixtureSite();
    await p.ctx.database.pool.query('update scrape_sources set enabled = false');
    const sources = createScrapeSourceRepository(p.ctx.database.db);
    const add = async (key: string, input: Parameters<typeof sources.add>[0]) => (ids[key] = (await sources.add(input)).id);
    await add('scu', { name: 'SCU fixture', nameArabic: 'المجلس (تجربة)', kind: 'universities', url: site.url('/scu/public-universities'), parserId: 'scu-universities', isLocalFixture: true });
    await add('js', { name: 'Study in Egypt fixture', nameArabic: 'ادرس في مصر (تجربة)', kind: 'universities', url: site.url('/study-in-egypt/universities'), parserId: 'study-in-egypt-universities', rendered: true, isLocalFixture: true });
    await add('changed', { name: 'Changed page fixture', nameArabic: 'صفحة متغيرة', kind: 'universities', url: site.url('/scu/changed'), parserId: 'scu-universities', isLocalFixture: true });
    await add('robots', { name: 'Disallowed fixture', nameArabic: 'صفحة محظورة', kind: 'universities', url: site.url('/private/universities'), parserId: 'scu-universities', isLocalFixture: true });
    await add('ssrf', { name: 'Metadata address', nameArabic: 'عنوان داخلي', kind: 'universities', url: 'http://169.254.169.254/latest/meta-data', parserId: 'scu-universities' });
    await add('numbeo', { name: 'Numbeo fixture', nameArabic: 'نمبيو (تجربة)', kind: 'costs', url: site.url('/numbeo/cairo'), parserId: 'numbeo-costs', isLocalFixture: true });
    await add('fulbright', { name: 'Fulbright fixture', nameArabic: 'فولبرايت (تجربة)', kind: 'scholarships', url: site.url('/fulbright/programs'), parserId: 'fulbright-scholarships', isLocalFixture: true });
  }, 60_000);
  afterAll(async () => {
    await p?.close();
    await site?.close();
  });

  const universitiesCount = async () => (await p.catalogue.query('select count(*)::int as n from universities')).rows[0].n as number;

  it('when test-scraping runs for universities, then it counts the static and JavaScript pages, reports each failing source and writes nothing', async () => {
    const res = await p.app.inject({ method: 'POST', url: '/enhanced-admin/test-scraping/universities', headers: authHeaders(p.ctx) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(5);
    expect(body.message).toBe('universities test completed: found 5 records (2 of 5 sources answered)');
    const bySource = Object.fromEntries(body.data.sources.map((s: { name: string }) => [s.name, s]));
    expect(bySource['SCU fixture']).toMatchObject({ count: 3, error: null });
    expect(bySource['Study in Egypt fixture']).toMatchObject({ count: 2, error: null });
    expect(bySource['Changed page fixture'].error).toMatch(/The page markup changed: a table of universities/);
    expect(bySource['Disallowed fixture'].error).toMatch(/robots\.txt .* disallows \/private\/universities/);
    expect(bySource['Metadata address'].error).toMatch(/Refused: 169\.254\.169\.254/);
    expect(await universitiesCount()).toBe(0);
    expect(site.requests.some((r) => r.path.startsWith('/private/'))).toBe(false);
    expect(site.requests.filter((r) => r.path !== '/robots.txt').every((r) => r.userAgent.startsWith('DalilBot/1.0') || r.userAgent === SCRAPER_USER_AGENT)).toBe(true);
  }, 60_000);

  it('when a full run follows, then static sources are upserted without overwriting what an administrator entered, and the registry keeps counts and errors', async () => {
    await createUniversityWrites(p.catalogue).upsertFromSeed({ name: 'Cairo University', type: 'public', website: 'https://admin-entered.example' });
    const subscriber = new Redis(TEST_REDIS_URL);
    const changes: string[] = [];
    subscriber.on('message', (_channel, message) => changes.push(message));
    await subscriber.subscribe(catalogueChangedChannel(p.ctx.config.REDIS_PREFIX));
    const start = await p.app.inject({ method: 'POST', url: '/enhanced-admin/scrape/start', headers: authHeaders(p.ctx) });
    expect(start.statusCode).toBe(202);
    expect(start.json().message).toBe('Data scraping started successfully! This will run in the background.');
    const again = await p.app.inject({ method: 'POST', url: '/enhanced-admin/scrape/start', headers: authHeaders(p.ctx) });
    expect(again.json().data.jobId).toBe(start.json().data.jobId);
    let status: { status: string; message: string; lastRun: string | null; result?: { count: number; written: number; failedSources: number; sources: Array<{ error: string | null }> } } = { status: 'running', message: '', lastRun: null };
    for (let i = 0; i < 100 && status.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await p.app.inject({ method: 'GET', url: '/enhanced-admin/scrape/status', headers: authHeaders(p.ctx) })).json();
    }
    // Some sources failed: the run completed with errors, not plainly completed.
    expect(status.status).toBe('completed-with-errors');
    expect(status.lastRun).not.toBeNull();
    expect(status.message).toBe('Data scraping completed with errors: 8 records found in 6 sources, 5 added or completed; 3 sources failed; 1 JavaScript source left for enhanced scraping');
    // The figures come too, so the panel says them in the reader's language.
    expect(status.result).toMatchObject({ count: 8, written: 5, failedSources: 3 });
    expect(status.result!.sources.filter((s) => s.error)).toHaveLength(3);
    const cairo = await p.catalogue.query("select website, name_arabic from universities where name = 'Cairo University'");
    expect(cairo.rows).toEqual([{ website: 'https://admin-entered.example', name_arabic: 'جامعة القاهرة' }]);
    expect(await universitiesCount()).toBe(3);
    const sources = await p.app.inject({ method: 'GET', url: '/api/admin/scrape-sources', headers: authHeaders(p.ctx) });
    const rows = Object.fromEntries(sources.json().data.sources.map((s: { id: string }) => [s.id, s]));
    expect(rows[ids.scu!]).toMatchObject({ lastCount: 3, lastError: null });
    expect(rows[ids.changed!]).toMatchObject({ lastCount: 0 });
    expect(rows[ids.changed!].lastError).toMatch(/markup changed/);
    expect(rows[ids.js!].lastRunAt).toBeNull();
    const scholarships = await p.catalogue.query('select name, provider, deadline from scholarships order by name');
    expect(scholarships.rows.map((r) => r.name)).toEqual(["Fulbright Foreign Student Program (Master's)", 'Fulbright Foreign Student Program (PhD)']);
    await expect.poll(() => changes.length).toBeGreaterThan(0);
    expect(JSON.parse(changes[0]!)).toMatchObject({ action: 'imported' });
    await subscriber.quit();
  }, 60_000);

  it('when the city price lines are scraped, then only the cost figures with no amount are filled, with their source', async () => {
    const empty = { amount: null, basis: '', basisArabic: '', source: null };
    const rent = { amount: 7000, basis: 'Admin figure', basisArabic: 'رقم المشرف', source: { name: 'Admin', nameArabic: null, url: null, date: '2025-01-01' } };
    await upsertCityCosts(createCityCostsRepository(drizzle(p.catalogue)), randomUUID(), {
      slug: 'cairo', city: 'Cairo', cityArabic: 'القاهرة',
      costs: { housing: rent, food: empty, transport: empty, utilities: empty, education: empty, entertainment: empty },
    });
    const jobId = (await p.app.inject({ method: 'POST', url: '/enhanced-admin/enhanced-scraping', headers: authHeaders(p.ctx) })).json().data.jobId as string;
    let state = 'waiting';
    for (let i = 0; i < 150 && state !== 'completed' && state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      state = (await p.app.inject({ method: 'GET', url: `/api/admin/jobs/${jobId}`, headers: authHeaders(p.ctx) })).json().data.state;
    }
    expect(state).toBe('completed');
    const { rows } = await p.catalogue.query("select costs from city_costs where slug = 'cairo'");
    expect(rows[0].costs.housing.amount).toBe(7000);
    expect(rows[0].costs.transport).toMatchObject({ amount: 400, source: { url: site.url('/numbeo/cairo') } });
    expect(rows[0].costs.utilities.amount).toBe(1150);
    expect(rows[0].costs.food.amount).toBeNull();
  }, 60_000);

  it('when an enhanced run follows, then the JavaScript-rendered universities are added too', async () => {
    const start = await p.app.inject({ method: 'POST', url: '/enhanced-admin/enhanced-scraping', headers: authHeaders(p.ctx) });
    expect(start.statusCode).toBe(202);
    const jobId = start.json().data.jobId as string;
    let state = 'waiting';
    for (let i = 0; i < 150 && state !== 'completed' && state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      state = (await p.app.inject({ method: 'GET', url: `/api/admin/jobs/${jobId}`, headers: authHeaders(p.ctx) })).json().data.state;
    }
    expect(state).toBe('completed');
    expect(await universitiesCount()).toBe(5);
    const nile = await p.catalogue.query("select type from universities where name = 'Nile University'");
    expect(nile.rows).toEqual([{ type: 'private' }]);
  }, 60_000);

  it('when every source of a run fails, then the job says failed, not completed, and keeps each source\'s error', async () => {
    const sources = createScrapeSourceRepository(p.ctx.database.db);
    await sources.add({ name: 'Disallowed jobs fixture', nameArabic: 'وظائف محظورة', kind: 'jobs', url: site.url('/private/jobs'), parserId: 'scu-universities', isLocalFixture: true });
    await sources.add({ name: 'Jobs metadata address', nameArabic: 'عنوان داخلي للوظائف', kind: 'jobs', url: 'http://169.254.169.254/jobs', parserId: 'scu-universities' });
    const res = await p.app.inject({ method: 'POST', url: '/enhanced-admin/test-scraping/jobs', headers: authHeaders(p.ctx) });
    expect(res.statusCode).toBe(200);
    const job = (await p.app.inject({ method: 'GET', url: `/api/admin/jobs/${res.json().data.jobId}`, headers: authHeaders(p.ctx) })).json().data;
    expect(job).toMatchObject({ state: 'completed', status: 'failed', result: { failedSources: 2 } });
    expect(job.result.sources.map((s: { error: string | null }) => s.error)).toEqual([expect.stringMatching(/.+/), expect.stringMatching(/.+/)]);
  }, 60_000);
});

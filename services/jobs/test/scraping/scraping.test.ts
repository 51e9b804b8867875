import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '@dalil/service-kit/testing';
import { buildApp } from '../../src/app.ts';
import { openJobsApp } from '../support/jobs-test-app.ts';

describe('scraping calls', () => {
  let t: Awaited<ReturnType<typeof openJobsApp>>;
  beforeAll(async () => {
    t = await openJobsApp();
  });
  afterAll(async () => t?.close());

  it('when no run has happened, then the status is idle', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/enhanced-admin/scrape/status', headers: authHeaders(t.ctx) });
    expect(res.json(), res.body).toMatchObject({ success: true, status: 'idle', lastRun: null, data: { status: 'idle' } });
  });

  it('when start is clicked twice, then one job runs and the status says running', async () => {
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/enhanced-admin/scrape/start', headers: authHeaders(t.ctx) }),
      t.app.inject({ method: 'POST', url: '/enhanced-admin/scrape/start', headers: authHeaders(t.ctx) }),
    ]);
    expect(a.statusCode).toBe(202);
    expect(a.json().message).toBe('Data scraping started successfully! This will run in the background.');
    expect(a.json().data.jobId).toBe(b.json().data.jobId);
    expect(a.json().data.jobId).toMatch(/^scrape-full-\d{12}$/);
    const counts = await t.app.inject({ method: 'GET', url: '/api/admin/jobs?queue=scrape', headers: authHeaders(t.ctx) });
    expect(counts.json().pagination.total).toBe(1);
    const status = await t.app.inject({ method: 'GET', url: '/enhanced-admin/scrape/status', headers: authHeaders(t.ctx) });
    expect(status.json()).toMatchObject({ status: 'running', message: 'Data scraping is running…' });
  });

  it('when a test run does not finish in time, then it answers 202 with the job id', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/enhanced-admin/test-scraping/costs', headers: authHeaders(t.ctx) });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ success: true, count: 0, data: { finished: false } });
    expect(res.json().data.jobId).toMatch(/^test-costs-\d{12}$/);
  });

  it('when the kind is unknown, then it answers 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/enhanced-admin/test-scraping/pets', headers: authHeaders(t.ctx) });
    expect(res.statusCode).toBe(400);
  });

  it('when the source registry is listed, then the seeded official sources and real counts come back', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/scrape-sources', headers: authHeaders(t.ctx) });
    expect(res.statusCode).toBe(200);
    const { sources, counts } = res.json().data;
    expect(sources.map((s: { url: string }) => new URL(s.url).hostname)).toEqual(expect.arrayContaining(['scu.eg', 'www.daad.eg', 'www.chevening.org']));
    expect(counts.byKind.universities).toBe(sources.filter((s: { kind: string }) => s.kind === 'universities').length);
    expect(counts.total).toBe(sources.length);
  });

  it('when Redis is down, then starting work answers 503 at once', async () => {
    const broken = await buildApp({ ...t.ctx, config: { ...t.ctx.config, REDIS_URL: 'redis://127.0.0.1:1' } });
    const started = Date.now();
    const res = await broken.inject({ method: 'POST', url: '/enhanced-admin/scrape/start', headers: authHeaders(t.ctx) });
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
    await broken.close();
  });
});

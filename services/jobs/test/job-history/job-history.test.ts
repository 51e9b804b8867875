import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import { UnrecoverableError, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '@dalil/service-kit/redis';
import { authHeaders, TEST_REDIS_URL } from '@dalil/service-kit/testing';
import { multipart, openJobsApp } from '../support/jobs-test-app.ts';

describe('job history, live events, cancel and retry', () => {
  let t: Awaited<ReturnType<typeof openJobsApp>>;
  const workers: Worker[] = [];
  beforeAll(async () => {
    t = await openJobsApp();
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await t?.close();
  });

  const uploadCsv = async (content: string, kind = 'cutoffs') => {
    const body = multipart([{ name: 'kind', value: kind }, { name: 'csvFile', value: content, filename: 'f.csv' }]);
    const res = await t.app.inject({ method: 'POST', url: '/admin/upload/csv', payload: body.payload, headers: { ...body.headers, ...authHeaders(t.ctx) } });
    return res.json().data.jobId as string;
  };
  const get = (url: string, headers = authHeaders(t.ctx)) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers = authHeaders(t.ctx)) => t.app.inject({ method: 'POST', url, headers });

  it('when each jobs call is made without a token, then it answers 401, and 403 for a visitor', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/admin/jobs'], ['GET', '/api/admin/jobs/csv-x'], ['GET', '/api/admin/jobs/csv-x/events'], ['GET', '/api/admin/jobs/csv-x/rejected.csv'],
      ['POST', '/api/admin/jobs/csv-x/retry'], ['POST', '/api/admin/jobs/csv-x/cancel'], ['GET', '/api/admin/scrape-sources'],
      ['POST', '/enhanced-admin/scrape/start'], ['GET', '/enhanced-admin/scrape/status'], ['POST', '/enhanced-admin/enhanced-scraping'],
      ['POST', '/enhanced-admin/test-scraping/universities'],
    ];
    for (const [method, url] of calls) {
      const anonymous = await t.app.inject({ method: method as 'GET', url });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const visitor = await t.app.inject({ method: method as 'GET', url, headers: authHeaders(t.ctx, 'visitor') });
      expect(visitor.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('when jobs are listed, then they come newest first with state and label, filtered by queue and state', async () => {
    const a = await uploadCsv('year,stream\n2024,science\n');
    const b = await uploadCsv('year,stream\n2025,science\n');
    const list = await get('/api/admin/jobs?queue=import-csv&state=waiting&limit=1');
    expect(list.statusCode).toBe(200);
    expect(list.json().pagination).toMatchObject({ page: 1, limit: 1, total: 2, pages: 2 });
    expect(list.json().data[0]).toMatchObject({ id: b, queue: 'import-csv', state: 'waiting', attempts: 3 });
    expect(list.json().data[0].label).toContain('cutoffs');
    const second = await get('/api/admin/jobs?queue=import-csv&state=waiting&limit=1&page=2');
    expect(second.json().data[0].id).toBe(a);
    expect((await get('/api/admin/jobs?state=sleeping')).statusCode).toBe(400);
    const both = await get('/api/admin/jobs?queue=import-pdf,import-csv&state=waiting');
    expect(both.json().pagination.total).toBe(2);
    const bad = await get('/api/admin/jobs?queue=import-csv,pets');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('queue');
    expect((await get('/api/admin/jobs/csv-missing')).statusCode).toBe(404);
    expect((await get('/api/admin/jobs/bad:id')).statusCode).toBe(400);
  });

  it('when a waiting job is cancelled, then it is removed with its file; cancelling a finished job is a conflict', async () => {
    const id = await uploadCsv('year,stream\n2020,arts\n');
    const res = await post(`/api/admin/jobs/${id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, state: 'failed', error: 'Cancelled by an administrator' });
    expect((await get(`/api/admin/jobs/${id}`)).statusCode).toBe(404);
    expect((await readdir(t.uploadDir)).some((f) => f.startsWith(id))).toBe(false);
  });

  it('when a job reports progress, then the event stream sends the snapshot, the progress (not a lost attempt\'s once a later one reported) and the completion', async () => {
    const id = await uploadCsv('year,stream\n2019,science\n', 'results');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/admin/jobs/${id}/events`, { headers: authHeaders(t.ctx) });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const worker = new Worker(
      'import-csv',
      async (job) => {
        if (job.id !== id) throw new UnrecoverableError('not this test');
        // Attempt 1 reports, attempt 2 takes over, attempt 1 (still running: its worker lost Redis, not its work) reports again.
        const reports = [{ rowsRead: 1, attempt: 1 }, { rowsRead: 0, attempt: 2 }, { rowsRead: 2, attempt: 1 }, { rowsRead: 2, attempt: 2 }];
        for (const { rowsRead, attempt } of reports) await job.updateProgress({ rowsRead, totalRows: 2, percent: rowsRead * 50, attempt });
        return { recordsProcessed: 2, rejectedCount: 0, rejectedFile: false };
      },
      { connection: createRedis(TEST_REDIS_URL, 'worker'), prefix: t.ctx.config.REDIS_PREFIX },
    );
    workers.push(worker);
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) text += decoder.decode(chunk as Uint8Array, { stream: true });
    const events = text.split('\n\n').filter((b) => b.startsWith('event:')).map((b) => JSON.parse(b.split('\ndata: ')[1]!));
    expect(events[0]).toMatchObject({ type: 'snapshot', job: { id } });
    expect(events.filter((e) => e.type === 'progress').map((e) => [e.progress.attempt, e.progress.percent])).toEqual([[1, 50], [2, 0], [2, 100]]);
    expect(events.at(-1)).toMatchObject({ type: 'completed', job: { state: 'completed', result: { recordsProcessed: 2 } } });
  });

  it('when a failed job is retried, then it is queued again; retrying a job that has not failed is a conflict', async () => {
    // The worker above fails every other job permanently ('not this test').
    const list = async () => (await get('/api/admin/jobs?queue=import-csv&state=failed')).json().data as Array<{ id: string; error: string }>;
    let failed = await list();
    for (let i = 0; i < 50 && failed.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      failed = await list();
    }
    expect(failed[0]!.error).toBe('not this test');
    await workers[0]!.close();
    const res = await post(`/api/admin/jobs/${failed[0]!.id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(['waiting', 'prioritized']).toContain(res.json().data.state);
    const again = await post(`/api/admin/jobs/${failed[0]!.id}/retry`);
    expect(again.statusCode).toBe(409);
  });

  it('when the operators read /metrics, then per-queue counts, the duration histogram, Redis memory, requests by route pattern and the pool are there', async () => {
    await t.app.inject({ method: 'GET', url: '/api/admin/jobs/csv-doesnotexist', headers: authHeaders(t.ctx) });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/dalil_queue_jobs\{queue="import-csv",state="waiting",service="jobs"\} \d+/);
    expect(res.body).toContain('dalil_job_duration_seconds_bucket');
    expect(res.body).toMatch(/dalil_redis_memory_used_bytes\{service="jobs"\} [1-9]\d*/);
    expect(res.body).toMatch(/dalil_redis_memory_used_ratio\{service="jobs"\} [\d.e-]+/);
    // The route pattern, never the id of the request.
    expect(res.body).toMatch(/dalil_http_requests_total\{method="GET",route="\/api\/admin\/jobs\/:id",status="404",service="jobs"\} [1-9]/);
    expect(res.body).toMatch(/dalil_http_request_duration_seconds_bucket\{le="\+Inf",service="jobs",method="GET",route="\/api\/admin\/jobs\/:id",status="404"\} [1-9]/);
    expect(res.body).not.toContain('csv-doesnotexist');
    expect(res.body).toMatch(/dalil_db_pool_connections\{pool="jobs",state="total",service="jobs"\} \d+/);
  });

  it('when the queue board is opened, then only an administrator gets it, by header or by the dalil_admin cookie', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/queues' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/queues', headers: authHeaders(t.ctx, 'visitor') })).statusCode).toBe(403);
    const token = authHeaders(t.ctx).authorization.replace('Bearer ', '');
    const board = await t.app.inject({ method: 'GET', url: '/admin/queues', headers: { cookie: `dalil_admin=${token}` } });
    expect(board.statusCode).toBe(200);
    expect(board.headers['content-type']).toContain('text/html');
    const api = await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: { cookie: `dalil_admin=${token}` } });
    expect(api.statusCode).toBe(200);
    expect(api.body).toContain('import-csv');
  });
});

/**
 * Redis outages on a Redis of the test's own (redis-server on a free port, killed and started
 * again): reading never depends on it, queue features answer 503 naming it, and everything
 * recovers by itself when it returns — the same app instances, no restart.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authHeaders, openTestContext, restartTestAdminSession, until } from '@dalil/service-kit/testing';
import {
  buildApp as buildCatalogue, MIGRATIONS_DIRECTORY as CATALOGUE_MIGRATIONS, programBody, universityBody, writeCsv, ZCatalogueEnv,
} from '@dalil/catalogue/testing';
import { importResults } from '@dalil/catalogue/worker';
import {
  AD_EVENTS_NOT_COUNTED, buildApp as buildAds, createAdRepository, MIGRATIONS_DIRECTORY as ADS_MIGRATIONS, sampleAd, ZAdsEnv,
} from '@dalil/ads/testing';
import { buildApp as buildJobs, MIGRATIONS_DIRECTORY as JOBS_MIGRATIONS, multipart, ZJobsEnv } from '@dalil/jobs/testing';
import { throwawayRedis, type ThrowawayServer } from './support/throwaway-servers.ts';
import { ADMIN_SESSIONS_UNAVAILABLE, SESSION_CACHE_MS } from '@dalil/service-kit/admin-sessions';
import { ZAdInput } from '@dalil/contracts/ads/ad';



const readiness = async (app: FastifyInstance) => {
  const response = await app.inject('/readyz');
  return { code: response.statusCode, status: response.json().data?.status as string, degraded: response.json().data?.degraded as string[] };
};

describe('Redis outage', () => {
  let redis: ThrowawayServer;
  const closers: Array<() => Promise<void>> = [];
  let catalogue: FastifyInstance;
  let ads: FastifyInstance;
  let jobs: FastifyInstance;
  let adminHeaders: Record<string, string>;
  /** Each service context keeps its own sessions (its own Redis prefix): the jobs app's administrator. */
  let jobsContext: Parameters<typeof authHeaders>[0];
  const jobsAdmin = () => authHeaders(jobsContext, 'admin');
  let universityId: string;
  let adId: string;
  let pool: import('pg').Pool;
  let uploadDir: string;

  async function open<S extends typeof ZCatalogueEnv | typeof ZAdsEnv | typeof ZJobsEnv>(name: string, migrationsDirectory: string, envSchema: S, env: Record<string, string> = {}) {
    const opened = await openTestContext({ name, schema: name, migrationsDirectory, envSchema, env: { REDIS_URL: redis.url, ...env } });
    closers.push(opened.cleanup);
    return opened.ctx;
  }

  beforeAll(async () => {
    redis = await throwawayRedis();
    const catalogueCtx = await open('catalogue', CATALOGUE_MIGRATIONS, ZCatalogueEnv);
    pool = catalogueCtx.database.pool;
    adminHeaders = authHeaders(catalogueCtx, 'admin');
    catalogue = await buildCatalogue(catalogueCtx);
    await catalogue.ready();
    closers.unshift(() => catalogue.close());
    const created = await catalogue.inject({ method: 'POST', url: '/api/admin/universities', headers: adminHeaders, payload: universityBody({ name: 'Outage University' }) });
    universityId = created.json().data._id;
    await catalogue.inject({ method: 'POST', url: '/api/admin/programs', headers: adminHeaders, payload: programBody(universityId) });
    await importResults({ pool }, { filePath: writeCsv([['seat_number', 'student_name', 'total_score'], ['424242', 'سلمى حسن', '380']]), year: 2024 });

    const adsCtx = await open('ads', ADS_MIGRATIONS, ZAdsEnv, { ADS_FLUSH_INTERVAL_MS: '50' });
    ads = await buildAds(adsCtx);
    await ads.ready();
    closers.unshift(() => ads.close());
    adId = (await ads.inject({ method: 'POST', url: '/api/admin/ads', headers: authHeaders(adsCtx, 'admin'), payload: sampleAd() })).json().data._id;

    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'dalil-outage-uploads-'));
    const jobsCtx = await open('jobs', JOBS_MIGRATIONS, ZJobsEnv, { UPLOAD_WAIT_MS: '0', UPLOAD_DIR: uploadDir });
    jobsContext = jobsCtx;
    jobs = await buildJobs(jobsCtx);
    await jobs.ready();
    closers.unshift(() => jobs.close());
  }, 90_000);
  afterAll(async () => {
    for (const close of closers) await close().catch(() => undefined);
    await redis?.destroy();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });

  it('when Redis stops, then universities, programmes and results still answer 200 from PostgreSQL, readiness says degraded, queue and admin features answer 503 naming Redis (a refused upload is not kept), and all recovers when Redis returns', async () => {
    expect((await readiness(catalogue)).status).toBe('ready');
    expect((await catalogue.inject('/api/universities')).json().data.map((u: { name: string }) => u.name)).toContain('Outage University');

    await redis.stop();
    const degraded = await until(() => readiness(catalogue), (r) => r.status === 'degraded', 10_000);
    expect(degraded).toEqual({ code: 200, status: 'degraded', degraded: ['redis'] });

    // Reads: from PostgreSQL, and not from a cache that no change event can reach now — a
    // change made elsewhere (another replica, an import) shows at once.
    await pool.query(`update universities set name = 'Renamed While Redis Was Down' where id = $1`, [universityId]);
    const universities = await catalogue.inject('/api/universities');
    expect(universities.statusCode).toBe(200);
    expect(universities.json().data.map((u: { name: string }) => u.name)).toContain('Renamed While Redis Was Down');
    expect((await catalogue.inject(`/api/universities/${universityId}`)).statusCode).toBe(200);
    const programs = await catalogue.inject('/api/programs');
    expect(programs.statusCode).toBe(200);
    expect(programs.json().data).toHaveLength(1);
    const result = await catalogue.inject('/api/results/424242?year=2024');
    expect(result.statusCode).toBe(200);
    expect(result.json().data).toMatchObject({ seatNumber: '424242', totalScore: 380 });

    // Ads are still listed; counting an impression needs the event stream.
    expect((await until(() => readiness(ads), (r) => r.status === 'degraded', 10_000)).code).toBe(200);
    expect((await ads.inject('/api/ads/banner')).statusCode).toBe(200);
    const impression = await ads.inject({ method: 'POST', url: `/api/ads/${adId}/impression` });
    expect(impression.statusCode).toBe(503);
    expect(impression.json()).toEqual({ success: false, message: AD_EVENTS_NOT_COUNTED.impression });

    // The jobs service lives on its queues: not ready. Administrators' sessions live in Redis
    // too and are never taken on trust (fail closed), so starting a job or uploading a file is
    // refused, naming Redis — and a refused upload is not kept, so nothing runs later.
    expect((await until(() => readiness(jobs), (r) => r.code === 503, 10_000)).code).toBe(503);
    // Past the few seconds a confirmed session is remembered in the process.
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 200));
    const scrape = await jobs.inject({ method: 'POST', url: '/enhanced-admin/scrape/start', headers: jobsAdmin(), payload: {} });
    expect(scrape.statusCode).toBe(503);
    expect(scrape.json()).toEqual({ success: false, message: ADMIN_SESSIONS_UNAVAILABLE });
    const body = multipart([{ name: 'kind', value: 'results' }, { name: 'year', value: '2023' }, { name: 'csvFile', value: 'seat_number,student_name,total_score\n515151,نادية,350\n', filename: 'r.csv' }]);
    const upload = await jobs.inject({ method: 'POST', url: '/admin/upload/csv', payload: body.payload, headers: { ...body.headers, ...jobsAdmin() } });
    expect(upload.statusCode).toBe(503);
    expect(upload.json().message).toMatch(/Redis/);
    expect(await readdir(uploadDir)).toEqual([]);

    await redis.start();
    expect((await until(() => readiness(catalogue), (r) => r.status === 'ready', 20_000)).status).toBe('ready');
    expect((await until(() => readiness(ads), (r) => r.status === 'ready', 20_000)).status).toBe('ready');
    expect((await until(() => readiness(jobs), (r) => r.status === 'ready', 20_000)).status).toBe('ready');
    expect((await catalogue.inject('/api/universities')).statusCode).toBe(200);
    expect((await ads.inject({ method: 'POST', url: `/api/ads/${adId}/impression` })).statusCode).toBe(202);
    // This Redis keeps nothing on disk: its restart ended every administrator's session.
    expect((await jobs.inject({ method: 'POST', url: '/enhanced-admin/scrape/start', headers: jobsAdmin(), payload: {} })).statusCode).toBe(401);
    await restartTestAdminSession(jobsContext);
    const started = await until(
      async () => (await jobs.inject({ method: 'POST', url: '/enhanced-admin/scrape/start', headers: jobsAdmin(), payload: {} })).statusCode,
      (code) => code < 300,
      10_000,
    );
    expect(started).toBeLessThan(300);
    // The refused upload left nothing behind to run.
    expect(await readdir(uploadDir)).toEqual([]);
  }, 90_000);

  it('when a service starts while Redis is down, then it serves its reads at once and its queue features start working when Redis comes', async () => {
    const adsCtx = await open('ads', ADS_MIGRATIONS, ZAdsEnv, { ADS_FLUSH_INTERVAL_MS: '50' });
    // The ad exists before the outage (an administrator's request needs the session store).
    const id = (await createAdRepository(adsCtx.database.db).create(ZAdInput.parse(sampleAd()), { origin: 'ad-form', createdBy: 'outage-test' }));
    await redis.stop();
    const late = await buildAds(adsCtx);
    await late.ready();
    closers.unshift(() => late.close());
    expect((await late.inject('/api/ads/banner')).json().data).toHaveLength(1);
    expect(await readiness(late)).toEqual({ code: 200, status: 'degraded', degraded: expect.arrayContaining(['redis', 'eventsRedis']) });
    expect((await late.inject({ method: 'POST', url: `/api/ads/${id}/impression` })).statusCode).toBe(503);

    await redis.start();
    expect((await until(() => readiness(late), (r) => r.status === 'ready', 20_000)).status).toBe('ready');
    await restartTestAdminSession(adsCtx);
    const admin = authHeaders(adsCtx, 'admin');
    expect((await late.inject({ method: 'POST', url: `/api/ads/${id}/impression` })).statusCode).toBe(202);
    // The stream consumer found its group once Redis came: the impression is counted.
    const counted = await until(
      async () => (await late.inject({ url: '/api/admin/ads/analytics', headers: admin })).json().data,
      (data) => JSON.stringify(data).includes('"impressions":1'),
      10_000,
    );
    expect(JSON.stringify(counted)).toContain('"impressions":1');
  }, 90_000);
});

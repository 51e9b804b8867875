/**
 * A streamed upload refused before its body was read must reach the client as the answer, not
 * as a broken pipe. Node's fetch is the client here (undici: it keeps sending the body while the
 * answer arrives, so a server that closes at once makes it fail with EPIPE/ECONNRESET — 10 to 19
 * times in 20 before the fix, whatever the size), and the gateway runs in a process of its own,
 * as in production (in the test's own process the two would take turns on one event loop, and
 * the race never shows). Refusals come from the gateway (no token, a bad token, the session
 * store down) and from the jobs service behind it (a file that is not what it claims to be).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, freePort, TEST_JWT_SECRET, until } from '@dalil/service-kit/testing';
import { ADMIN_SESSIONS_UNAVAILABLE } from '@dalil/service-kit/admin-sessions';
import { openJobsApp } from '@dalil/jobs/testing';
import { throwawayRedis, type ThrowawayServer } from '../../infra/test/support/throwaway-servers.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const SIZES = { '40 B': 40, '1 MB': 1024 * 1024, '17 MB': 17 * 1024 * 1024 };
const TRIES = 5;

async function startGateway(env: Record<string, string>): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: String(port), METRICS_PORT: '0', JWT_SECRET: TEST_JWT_SECRET, RATE_LIMIT_MAX: '100000', WEB_DIST: '/nonexistent-web-dist', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await until(() => fetch(`${url}/readyz`).then(() => true, () => false), Boolean, 30_000, 200);
  return { url, process: child };
}

/** Uploads `bytes` of `content` as the browser's form would, TRIES times; what Node's fetch read each time (or the socket error it got). */
async function uploadWithFetch(url: string, bytes: number, options: { headers?: Record<string, string>; content?: string } = {}) {
  const seen: string[] = [];
  for (let i = 0; i < TRIES; i++) {
    const form = new FormData();
    form.set('kind', 'results');
    form.set('csvFile', new Blob([Buffer.alloc(bytes, options.content ?? 'a')]), 'results.csv');
    try {
      const response = await fetch(`${url}/admin/upload/csv`, { method: 'POST', body: form, headers: options.headers });
      const body = (await response.json()) as { message: string };
      seen.push(`${response.status} ${body.message}`);
    } catch (error) {
      const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
      seen.push(`socket error ${cause?.code ?? String(error)}`);
    }
  }
  return seen;
}

describe('streamed upload refusals read by Node fetch', () => {
  let jobs: Awaited<ReturnType<typeof openJobsApp>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let gatewayWithoutRedis: Awaited<ReturnType<typeof startGateway>>;
  let redis: ThrowawayServer;
  beforeAll(async () => {
    jobs = await openJobsApp();
    await jobs.app.listen({ port: 0, host: '127.0.0.1' });
    const jobsUrl = `http://127.0.0.1:${(jobs.app.server.address() as AddressInfo).port}`;
    // The gateway checks administrators' sessions where the jobs service does (same Redis and prefix).
    gateway = await startGateway({ JOBS_URL: jobsUrl, REDIS_URL: jobs.ctx.config.REDIS_URL, REDIS_PREFIX: jobs.ctx.config.REDIS_PREFIX });
    redis = await throwawayRedis();
    gatewayWithoutRedis = await startGateway({ JOBS_URL: jobsUrl, REDIS_URL: redis.url });
    await redis.stop();
  }, 90_000);
  afterAll(async () => {
    gateway?.process.kill('SIGKILL');
    gatewayWithoutRedis?.process.kill('SIGKILL');
    await redis?.destroy();
    await jobs?.close();
  });

  for (const [size, bytes] of Object.entries(SIZES)) {
    it(`when ${size} is uploaded without a token or with a bad one, then fetch reads the 401 every time`, async () => {
      expect(await uploadWithFetch(gateway.url, bytes)).toEqual(Array(TRIES).fill('401 Authentication required'));
      expect(await uploadWithFetch(gateway.url, bytes, { headers: { authorization: 'Bearer not-a-token' } })).toEqual(Array(TRIES).fill('401 Invalid token'));
    }, 60_000);

    it(`when ${size} is uploaded while Redis is down, then fetch reads the 503 naming the session store every time`, async () => {
      expect(await uploadWithFetch(gatewayWithoutRedis.url, bytes, { headers: authHeaders(jobs.ctx) })).toEqual(Array(TRIES).fill(`503 ${ADMIN_SESSIONS_UNAVAILABLE}`));
    }, 60_000);
  }

  it('when the jobs service refuses a 17 MB file from its first bytes, then fetch reads its 400 through the gateway every time', async () => {
    // A PDF's first bytes, uploaded as a CSV: refused after eight bytes, with 17 MB still on the way.
    const seen = await uploadWithFetch(gateway.url, SIZES['17 MB'], { headers: authHeaders(jobs.ctx), content: '%PDF-1.7 ' });
    expect(seen).toEqual(Array(TRIES).fill('400 The file is a PDF document, not a CSV file or an Excel workbook (.xlsx)'));
  }, 60_000);
});

/**
 * npm run bench:ads — ad impressions through the gateway. Starts the ads service and the
 * gateway alone (built bundles, random ports, a scratch database and Redis prefix), sends
 * 50,000 impression events at 64 connections with autocannon (each request from a distinct
 * visitor, so de-duplication drops none), then waits for the consumer to drain the stream and
 * compares the count in PostgreSQL with what was accepted. Target ≥ 3,000 events/s. A smaller
 * run straight at the ads service is printed for reference (the gateway hop's share).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { createTokenService } from '@dalil/service-kit/auth';
import { createAdminSessions } from '@dalil/service-kit/admin-sessions';
import { createRedis } from '@dalil/service-kit/redis';
import { createTestDatabase, flushRedisPrefix, testRedisPrefix, TEST_REDIS_URL, freePort } from '@dalil/service-kit/testing';
import { buildNodeProcesses, ROOT } from '../build-node.ts';
import { SERVICE_NODE_FLAGS } from '../node-flags.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DIRECT_EVENTS = Number(process.env.BENCH_DIRECT_EVENTS ?? 20_000);
const TARGET = 3_000;


async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

function start(name: string, env: NodeJS.ProcessEnv): ChildProcess {
  // The V8 flags they run with in production (node-flags.ts).
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, `dist/${name}.mjs`], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (code && code !== 0) process.stderr.write(`[bench] ${name} exited (${signal ?? code})\n`);
  });
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 6_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const database = await createTestDatabase('bench_ads');
const prefix = testRedisPrefix();
const secret = randomBytes(32).toString('base64url');
const children: ChildProcess[] = [];
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
try {
  await buildNodeProcesses();
  const [adsPort, gatewayPort] = [await freePort(), await freePort()];
  const common = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    JWT_SECRET: secret,
  };
  children.push(start('ads', { ...common, PORT: String(adsPort) }));
  await waitUntil(async () => (await fetch(`http://127.0.0.1:${adsPort}/readyz`)).ok, 'the ads service');
  children.push(start('gateway', { ...common, PORT: String(gatewayPort), ADS_URL: `http://127.0.0.1:${adsPort}`, RATE_LIMIT_MAX: '1000000000', TRUST_PROXY: 'true' }));
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  await waitUntil(async () => (await fetch(`${gateway}/api/ads/sidebar`)).ok, 'the gateway');

  // An administrator's session, as the auth service would start it at sign-in.
  const sessionRedis = createRedis(process.env.REDIS_URL ?? TEST_REDIS_URL, 'producer');
  await sessionRedis.connect();
  const sid = await createAdminSessions(sessionRedis, prefix).start('bench', 3600);
  sessionRedis.disconnect();
  const token = createTokenService(secret).sign({ sub: 'bench', username: 'bench-admin', role: 'admin', sid }, 3600);
  const created = await fetch(`${gateway}/api/admin/ads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Benchmark ad',
      titleArabic: 'إعلان القياس',
      description: 'Counts impressions under load',
      descriptionArabic: 'يعد مرات الظهور تحت الضغط',
      mediaUrl: 'https://example.org/bench.png',
      position: 'banner',
    }),
  });
  const ad = ((await created.json()) as { data?: { _id: string } }).data;
  if (!created.ok || !ad) throw new Error(`creating the benchmark ad failed (${created.status})`);
  const path = `/api/ads/${ad._id}/impression`;

  // Warm-up on a separate visitor range, then measured from a clean count.
  let visitor = 0;
  const nextVisitor = () => {
    visitor += 1;
    return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  };
  const requests = [
    {
      method: 'POST' as const,
      path,
      setupRequest: (request: { headers?: Record<string, string> }) => ({
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': nextVisitor(), 'user-agent': `bench-${visitor}` },
      }),
    },
  ];
  const warmUp = await autocannon({ url: gateway, connections: CONNECTIONS, amount: 2_000, requests: requests as never });
  const warmAccepted = warmUp['2xx'];

  const started = Date.now();
  const result = await autocannon({ url: gateway, connections: CONNECTIONS, amount: EVENTS, requests: requests as never });
  const seconds = (Date.now() - started) / 1000;
  const accepted = result['2xx'];
  const rejected = result.non2xx + result.errors + result.timeouts;

  // For reference: the same load straight at the ads service (no gateway hop).
  const directStarted = Date.now();
  const direct = await autocannon({ url: `http://127.0.0.1:${adsPort}`, connections: CONNECTIONS, amount: DIRECT_EVENTS, requests: requests as never });
  const directRate = direct['2xx'] / ((Date.now() - directStarted) / 1000);

  // The consumer reads about once a second; wait until the count stops moving.
  const expected = warmAccepted + accepted + direct['2xx'];
  const drainStart = Date.now();
  let counted = 0;
  let stableSince = Date.now();
  while (Date.now() - drainStart < 120_000) {
    const rows = await pool.query<{ n: string }>('select coalesce(sum(impressions), 0) as n from ads.ad_daily_stats where ad_id = $1', [ad._id]);
    const now = Number(rows.rows[0]!.n);
    if (now !== counted) stableSince = Date.now();
    counted = now;
    if (counted >= expected || Date.now() - stableSince > 10_000) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const drainSeconds = (Date.now() - drainStart) / 1000;
  const rate = accepted / seconds;

  console.log(`\nbench:ads — POST ${path.replace(ad._id, '{id}')} through the gateway, ${EVENTS} events, ${CONNECTIONS} connections`);
  console.log(`  accepted               : ${accepted} (202), rejected or failed: ${rejected}`);
  console.log(`  accepted rate          : ${rate.toFixed(0)} events/s (autocannon mean ${result.requests.average.toFixed(0)} req/s) — target ≥ ${TARGET}: ${rate >= TARGET ? 'met' : 'MISSED'}`);
  console.log(`  latency                : p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`  direct to ads (ref.)   : ${directRate.toFixed(0)} events/s, p99 ${direct.latency.p99} ms (${direct['2xx']} events, no gateway)`);
  console.log(`  counted in PostgreSQL  : ${counted} of ${expected} accepted (incl. ${warmAccepted} warm-up, ${direct['2xx']} direct) after ${drainSeconds.toFixed(1)} s — ${counted === expected ? 'equal' : 'MISMATCH'}`);
  console.log(`  machine load average   : ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  if (counted !== expected || rejected > 0 || direct.non2xx + direct.errors > 0) process.exitCode = 1;
} finally {
  await pool.end().catch(() => undefined);
  for (const child of children.reverse()) await stop(child);
  await database.drop().catch(() => undefined);
  await flushRedisPrefix(prefix).catch(() => undefined);
}

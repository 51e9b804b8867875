/**
 * npm run bench:guidance — the guidance answers, measured through the gateway.
 *  1. Creates a scratch database and starts the catalogue service on it, which seeds the published
 *     data set exactly as a new install does (universities, faculties, every cut-off).
 *  2. Starts the gateway on a random port.
 *  3. Drives, at 32 connections, with a client that drops each body unread (discarding-client.ts: autocannon
 *     decodes every body to a string, which for the suggestions' answers takes a core of this machine's two):
 *     - GET /api/guidance/wishes with a 75-wish science list (the faculties with the most recent
 *       cut-offs, highest first) for a rotation of totals from 230 to 315 of 320: each answer is
 *       a 10,000-draw simulation. Target: p99 ≤ 60 ms.
 *     - GET /api/guidance/suggestions for the same rotation of totals and streams. Target: p99 ≤ 30 ms.
 *     The catalogue keeps each suggestions answer it wrote (GUIDANCE_ANSWER_CACHE): the bench prints the
 *     share of answers that were kept ones, and BENCH_ANSWER_CACHE=off measures every answer computed afresh.
 *  Each scenario prints its bytes per answer: plain, gzip-compressed, and as the run's requests get them (they ask
 *  for gzip, deflate and br, as browsers do over HTTPS: a wish answer comes as brotli).
 * Env: BENCH_SECONDS (default 15), BENCH_CONNECTIONS (32), BENCH_ANSWER_CACHE (on|off), BENCH_PROFILE (a directory
 *      for V8 CPU profiles of the catalogue and the gateway), TEST_DATABASE_URL, TEST_REDIS_URL.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { createTestDatabase, flushRedisPrefix, TEST_REDIS_URL, freePort } from '@dalil/service-kit/testing';
import { MAX_WISHES } from '@dalil/contracts/guidance/wishes';
import { bundleForBenchmark, startNodeProcess as start, stopProcess as stop, waitForHttp } from './processes.ts';
import { runDiscarding } from './discarding-client.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SCORES = Array.from({ length: 35 }, (_, i) => 230 + i * 2.5);
const STREAMS = ['science', 'math', 'literary'] as const;

interface Suggestion { university: { id: string }; faculty: { key: string }; latest: { percentage: number } }

const database = await createTestDatabase('bench_guidance');
const prefix = `bench_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
try {
  const [cataloguePort, gatewayPort] = [await freePort(), await freePort()];
  const answerCache = process.env.BENCH_ANSWER_CACHE === 'off' ? 'off' : 'on';
  const common = { GUIDANCE_ANSWER_CACHE: answerCache, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, JWT_SECRET: randomBytes(32).toString('base64url') };
  const t = performance.now();
  // BENCH_PROFILE=<dir>: the catalogue service and the gateway write V8 CPU profiles there when they stop.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  await bundleForBenchmark(['services/catalogue/src/server.ts', 'gateway/src/server.ts']);
  children.push(start('catalogue', 'services/catalogue/src/server.ts', { ...common, PORT: String(cataloguePort) }, profile));
  await waitForHttp(`http://127.0.0.1:${cataloguePort}/readyz`, 180_000);
  children.push(start('gateway', 'gateway/src/server.ts', { ...common, PORT: String(gatewayPort), CATALOGUE_URL: `http://127.0.0.1:${cataloguePort}`, RATE_LIMIT_MAX: '1000000000' }, profile));
  const base = `http://127.0.0.1:${gatewayPort}`;
  await waitForHttp(`${base}/api/guidance/suggestions?score=300&stream=science&year=2025`, 180_000);
  console.log(`catalogue seeded and gateway up in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // A full list: the 75 science faculties with a cut-off, highest latest cut-off first (as a strong student writes them).
  const answer = (await (await fetch(`${base}/api/guidance/suggestions?score=1&maxScore=1&stream=science&year=2025&limit=300`)).json()) as { data: { tiers: Record<string, Suggestion[]> } };
  const all = Object.values(answer.data.tiers).flat().sort((a, b) => b.latest.percentage - a.latest.percentage);
  const list = all.slice(0, MAX_WISHES).map((s) => `${s.university.id}~${s.faculty.key}`);
  if (list.length < MAX_WISHES) throw new Error(`only ${list.length} science faculties with a cut-off: the seed has fewer than ${MAX_WISHES}`);
  const wishes = encodeURIComponent(list.join(','));
  const probe = (await (await fetch(`${base}/api/guidance/wishes?score=280&stream=science&year=2025&wishes=${wishes}`)).json()) as { data: { simulation: { draws: number; wishes: unknown[] } } };
  console.log(`wish list: ${probe.data.simulation.wishes.length} wishes, ${probe.data.simulation.draws.toLocaleString('en')} draws per answer`);

  const scenarios = [
    { label: `GET /api/guidance/wishes (${MAX_WISHES} wishes, simulated)`, target: 60, path: (n: number) => `/api/guidance/wishes?score=${SCORES[n % SCORES.length]}&stream=science&year=2025&wishes=${wishes}` },
    { label: 'GET /api/guidance/suggestions', target: 30, path: (n: number) => `/api/guidance/suggestions?score=${SCORES[n % SCORES.length]}&stream=${STREAMS[Math.floor(n / SCORES.length) % STREAMS.length]}&year=2025` },
  ];
  const summary: string[] = [];
  for (const scenario of scenarios) {
    // Bytes of one answer (a mid-rotation total), as sent plain and gzip-compressed.
    const sample = `${base}${scenario.path(17)}`;
    const plainBytes = (await (await fetch(sample, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
    const zipped = await fetch(sample, { headers: { 'accept-encoding': 'gzip' } });
    const wireBytes = zipped.headers.get('content-encoding') === 'gzip' ? Number(zipped.headers.get('content-length') ?? NaN) : plainBytes;
    await zipped.arrayBuffer();
    // What the run's own header (a browser's) is answered with: brotli where the route writes it.
    const asked = await fetch(sample, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const askedEncoding = asked.headers.get('content-encoding') ?? 'identity';
    const askedBytes = Number(asked.headers.get('content-length') ?? NaN);
    await asked.arrayBuffer();
    const run = (seconds: number) =>
      runDiscarding({ base, connections: CONNECTIONS, seconds, path: scenario.path, headers: { 'accept-encoding': 'gzip, deflate, br' }, countHeader: 'x-answer-cache' });
    await run(3); // warm-up: JIT, the guidance index, the fitted models
    const result = await run(SECONDS);
    const kept = { hit: result.headerCounts.get('hit') ?? 0, miss: result.headerCounts.get('miss') ?? 0 };
    const met = result.latency.p99 <= scenario.target ? 'met' : 'MISSED';
    const keptShare = kept.hit + kept.miss ? `, kept answers ${((100 * kept.hit) / (kept.hit + kept.miss)).toFixed(1)} % (cache ${answerCache})` : '';
    console.log(`\nbench:guidance — ${scenario.label} through the gateway, ${CONNECTIONS} connections, ${SECONDS} s`);
    console.log(`  latency    : p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (target p99 ≤ ${scenario.target} ms) ${met}`);
    console.log(`  throughput : ${result.rate.toFixed(0)} req/s, ${result.requests.toLocaleString('en')} requests, errors ${result.errors}${keptShare}`);
    console.log(`  answer     : ${plainBytes.toLocaleString('en')} bytes plain, ${wireBytes.toLocaleString('en')} bytes gzip; the run's requests: ${askedEncoding}, ${askedBytes.toLocaleString('en')} bytes`);
    summary.push(`${scenario.label}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (target ≤ ${scenario.target} ms, ${met}), ${result.rate.toFixed(0)} req/s, errors ${result.errors}${keptShare}`);
  }
  console.log(`\n${summary.join('\n')}\n(load average during the run: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
} finally {
  for (const child of children.reverse()) await stop(child);
  await database.drop().catch(() => undefined);
  await flushRedisPrefix(prefix).catch(() => undefined);
}

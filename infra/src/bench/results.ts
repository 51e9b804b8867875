/**
 * npm run bench:results — results day, measured.
 *  1. Generates a realistic 800,000-row results CSV (Arabic names, three streams, the old
 *     system's subject columns with -4 where a subject does not apply).
 *  2. Imports it with the real importer (validation, COPY, partition swap) into a scratch
 *     database, and beside it times a plain `psql \copy` of the same file into a bare table.
 *     Targets: import ≤ 2× the plain copy, and under 60 s.
 *  3. Drives GET /api/results/{seat}?year= over random existing seats with autocannon (64
 *     connections) at: a bare Fastify + pg server doing the same query (the reference ceiling),
 *     the catalogue service, the gateway, and the nginx edge of the production stack (when nginx
 *     is on the PATH; 80% repeats of seats asked in the last 50 s, 20% new; and 100% repeats, nginx's own ceiling, with and
 *     without the access log edge-metrics reads). Prints each path's req/s, p50, p99 and
 *     ratio to the reference. Targets: the edge (80% repeats) ≥ 3× the unbatched reference;
 *     the gateway ≥ 0.6 of the batched bare server with p99 < 20 ms.
 * Both parts run in alternating rounds (import, copy, import, copy, …; reference, service,
 * gateway, edge, reference, …) and report the median of each figure and of each round's ratio:
 * on a shared machine a burst of load from elsewhere then lands on one round of every path
 * instead of on one path.
 * `npm run bench:import` is step 1–2 only (BENCH_LOOKUPS=0).
 * Env: BENCH_ROWS, BENCH_ROUNDS (3), BENCH_SECONDS (per path and round, 10), BENCH_CONNECTIONS,
 * BENCH_LOOKUPS, BENCH_PATHS (labels to measure, comma-separated, beside the reference; all by
 * default), BENCH_IMPORT_ROUNDS (BENCH_ROUNDS), TEST_DATABASE_URL, TEST_REDIS_URL.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrate } from '@dalil/service-kit/database';
import { createTestDatabase, flushRedisPrefix, freePort, serviceTestEnv } from '@dalil/service-kit/testing';
import { importResults } from '@dalil/catalogue/worker';
import { ROOT } from '../build-node.ts';
import { childrenCpuMicros, childrenCpuUsed, median, parentPid, processCpuMicros } from './measures.ts';
import { bundleForBenchmark, startNodeProcess, stopProcess as stop, waitForHttp } from './processes.ts';
import { renderNginxConfig } from '../edge/nginx-config.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 800_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
/** 0 for bench:import (the import against psql \\copy only). */
const LOOKUPS = process.env.BENCH_LOOKUPS !== '0';
/** BENCH_PATHS=gateway,bare-batched: only those paths (and the reference) while working on one of them. */
const ONLY_PATHS = process.env.BENCH_PATHS?.split(',').map((label) => label.trim());
const IMPORT_ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? ROUNDS);
const YEAR = 2024;
const FIRST_SEAT = 100_001;

const FIRST = ['محمد', 'أحمد', 'محمود', 'مصطفى', 'عمر', 'يوسف', 'علي', 'حسن', 'خالد', 'إبراهيم', 'كريم', 'عبد الرحمن', 'مريم', 'فاطمة', 'نور', 'سارة', 'آية', 'هبة', 'ملك', 'رنا', 'منة الله', 'شهد', 'جنى', 'ندى'];
const FAMILY = ['عبد الله', 'السيد', 'حسين', 'عبد العزيز', 'الشافعي', 'سليمان', 'فتحي', 'رمضان', 'عثمان', 'عبد الحميد', 'الجمال', 'منصور', 'شحاتة', 'زكي', 'النجار', 'صالح'];
const COMMON = [
  ['Arabic', 'اللغة العربية', 80],
  ['First foreign language', 'اللغة الأجنبية الأولى', 50],
  ['Second foreign language', 'اللغة الأجنبية الثانية', 40],
] as const;
const STREAM_SUBJECTS = [
  ['Chemistry', 'الكيمياء', 60],
  ['Physics', 'الفيزياء', 60],
  ['Biology', 'الأحياء', 60],
  ['Geology', 'الجيولوجيا وعلوم البيئة', 60],
  ['Pure mathematics', 'الرياضيات البحتة', 60],
  ['Applied mathematics', 'الرياضيات التطبيقية', 60],
  ['History', 'التاريخ', 60],
  ['Geography', 'الجغرافيا', 60],
  ['Philosophy and logic', 'الفلسفة والمنطق', 60],
  ['Psychology and sociology', 'علم النفس والاجتماع', 60],
] as const;
const TAKES: Record<string, number[]> = { science: [0, 1, 2, 3], math: [0, 1, 4, 5], literary: [6, 7, 8, 9] };
const STREAMS = ['science', 'science', 'math', 'literary', 'literary'];

/** Waits until no other session of this database is running a statement. */
async function idleDatabase(pool: pg.Pool): Promise<void> {
  for (;;) {
    const { rows } = await pool.query<{ busy: number }>(
      "select count(*)::int as busy from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()",
    );
    if (rows[0]!.busy === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const score = (max: number) => Math.round(max * (0.45 + Math.random() * 0.55) * 2) / 2;

async function generate(file: string): Promise<void> {
  const out = createWriteStream(file);
  const header = ['seat_number', 'student_name', 'stream', 'total_score', 'status', ...[...COMMON, ...STREAM_SUBJECTS].map(([en, ar, max]) => `${en}|${ar}|${max}`)];
  let chunk = header.join(',') + '\n';
  for (let i = 0; i < ROWS; i++) {
    const stream = pick(STREAMS);
    const scores: Array<number> = [...COMMON.map(([, , max]) => score(max)), ...STREAM_SUBJECTS.map(() => -4)];
    for (const s of TAKES[stream]!) scores[3 + s] = score(STREAM_SUBJECTS[s]![2]);
    const total = scores.filter((s) => s >= 0).reduce((a, b) => a + b, 0);
    const name = `${pick(FIRST)} ${pick(FIRST.slice(0, 12))} ${pick(FAMILY)}`;
    chunk += `${FIRST_SEAT + i},${name},${stream},${total},${total >= 205 ? 'passed' : 'second-round'},${scores.join(',')}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'dalil-bench-results-'));
const file = path.join(dir, `results-${YEAR}.csv`);
const database = await createTestDatabase('bench_results');
const prefix = `bench_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
/** The benchmark's Node processes by name, for the CPU lines. */
const processName = new Map<ChildProcess, string>();
const start = (...args: Parameters<typeof startNodeProcess>): ChildProcess => {
  const child = startNodeProcess(...args);
  processName.set(child, args[0]);
  return child;
};
const pool = new pg.Pool({ connectionString: database.url, options: '-c search_path=catalogue,public', max: 4 });
try {
  const generating = performance.now();
  await generate(file);
  const mb = statSync(file).size / 1024 / 1024;
  console.log(`generated ${ROWS.toLocaleString('en')} rows (${mb.toFixed(0)} MB) in ${((performance.now() - generating) / 1000).toFixed(1)} s`);
  await migrate(pool, { schema: 'catalogue', directory: path.join(ROOT, 'services/catalogue/migrations') });

  // The plain copy: the same file, every column as text, no validation, no index, no jsonb.
  const columns = 5 + COMMON.length + STREAM_SUBJECTS.length;
  const plainCopy = async () => {
    await pool.query('drop table if exists public.bench_plain');
    await pool.query(`create table public.bench_plain (${Array.from({ length: columns }, (_, i) => `c${i} text`).join(', ')})`);
    const started = performance.now();
    const psql = spawnSync('psql', [database.url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', `\\copy public.bench_plain from '${file}' with (format csv, header true)`], { encoding: 'utf8' });
    if (psql.status !== 0) throw new Error(`psql \\copy failed: ${psql.stderr}`);
    return (performance.now() - started) / 1000;
  };
  const loadBefore = os.loadavg()[0]!;
  const imports: Array<{ seconds: number; cpu: number; copy: number }> = [];
  for (let round = 0; round < IMPORT_ROUNDS; round++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await importResults({ pool }, { filePath: file, year: YEAR });
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    if (outcome.imported !== ROWS) throw new Error(`imported ${outcome.imported} of ${ROWS}: ${JSON.stringify(outcome.rejected.slice(0, 5))}`);
    // Timed once the import's background work (the new partition's ANALYZE) has finished, so the
    // two do not share the database's time.
    await idleDatabase(pool);
    imports.push({ seconds, cpu: (used.user + used.system) / 1e6, copy: await plainCopy() });
  }
  await pool.query('drop table public.bench_plain');

  const importSeconds = median(imports.map((i) => i.seconds));
  const copySeconds = median(imports.map((i) => i.copy));
  const ratio = median(imports.map((i) => i.seconds / i.copy));
  console.log(`\nbench:results — import of ${ROWS.toLocaleString('en')} rows, ${IMPORT_ROUNDS} alternating rounds`);
  imports.forEach((i, round) => console.log(`  round ${round + 1}: import ${i.seconds.toFixed(2)} s (importer Node CPU ${i.cpu.toFixed(1)} s), psql \\copy ${i.copy.toFixed(2)} s, ratio ${(i.seconds / i.copy).toFixed(2)}×`));
  console.log(`  importResults (validate + COPY + key + swap), median: ${importSeconds.toFixed(2)} s  ${Math.round(ROWS / importSeconds).toLocaleString('en')} rows/s`);
  console.log(`  plain psql \\copy into a bare table, median     : ${copySeconds.toFixed(2)} s  ${Math.round(ROWS / copySeconds).toLocaleString('en')} rows/s`);
  console.log(`  ratio import / plain copy, median of rounds     : ${ratio.toFixed(2)}×  (target ≤ 2×) ${ratio <= 2 ? 'met' : 'MISSED'}; under 60 s: ${importSeconds < 60 ? 'met' : 'MISSED'}`);
  console.log(`  load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.cpus().length} cores`);

  if (LOOKUPS) await lookups();
} finally {
  for (const child of children.reverse()) await stop(child);
  await pool.end().catch(() => undefined);
  await database.drop().catch(() => undefined);
  await flushRedisPrefix(prefix).catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}

/** Lookups at the bare reference, the catalogue service, the gateway and (with nginx on the PATH) the production edge, the same load on each, in alternating rounds. */
async function lookups(): Promise<void> {
  const [barePort, batchedBarePort, cataloguePort, gatewayPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const { PORT: _anyPort, ...common } = serviceTestEnv(database.url, prefix, { NODE_ENV: 'production', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('base64url') });
  // Every server runs from its bundle and with the services' deployed V8 flags (startNodeProcess),
  // the reference included: the ratios compare code, not runtime settings.
  await bundleForBenchmark(['infra/src/bench/bare-results-server.ts', 'services/catalogue/src/server.ts', 'gateway/src/server.ts', 'infra/src/edge/edge-metrics-main.ts']);
  const bare = start('bare', 'infra/src/bench/bare-results-server.ts', { ...common, PORT: String(barePort) });
  children.push(bare);
  // The same bare server sending the lookups of one event-loop turn as one statement, as the
  // catalogue does: reported beside the targets, it shows the service's own cost like for like.
  const batchedBare = start('bare-batched', 'infra/src/bench/bare-results-server.ts', { ...common, PORT: String(batchedBarePort), BARE_BATCH: '1' });
  children.push(batchedBare);
  // BENCH_PROFILE=<dir>: the catalogue service and the gateway write V8 CPU profiles there when they stop.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const catalogue = start('catalogue', 'services/catalogue/src/server.ts', { ...common, PORT: String(cataloguePort) }, profile);
  children.push(catalogue);
  await waitForHttp(`http://127.0.0.1:${cataloguePort}/readyz`);
  await waitForHttp(`http://127.0.0.1:${barePort}/readyz`);
  await waitForHttp(`http://127.0.0.1:${batchedBarePort}/readyz`);
  const gatewayProcess = start(
    'gateway',
    'gateway/src/server.ts',
    {
      ...common,
      PORT: String(gatewayPort),
      CATALOGUE_URL: `http://127.0.0.1:${cataloguePort}`,
      RATE_LIMIT_MAX: '1000000000',
      RESULTS_RATE_LIMIT_MAX: '1000000000',
      TRUST_PROXY: 'true',
      METRICS_PORT: String(await freePort()),
    },
    profile,
  );
  children.push(gatewayProcess);
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  await waitForHttp(`${gateway}/api/results/years`);

  const randomSeat = () => FIRST_SEAT + Math.floor(Math.random() * ROWS);
  const seatPath = () => `/api/results/${randomSeat()}?year=${YEAR}`;
  // Results day as an edge sees it: most requests are students (and their families) opening
  // the same result again within the minute; one in five is a seat not asked for before. A repeat
  // is drawn from the seats first asked in the last REPEAT_WINDOW_MS (inside the answers'
  // max-age of 60 s): the rounds alternate between paths, so without the window most "repeats"
  // would be of seats asked minutes earlier in an earlier round, long expired from the
  // micro-cache, and the edge would be measured on misses it would not have on the day.
  const REPEAT_WINDOW_MS = 50_000;
  const seen: Array<{ seat: number; at: number }> = [];
  let oldest = 0; // seen[oldest..] are inside the window
  const mixedPath = () => {
    const now = Date.now();
    while (oldest < seen.length && now - seen[oldest]!.at > REPEAT_WINDOW_MS) oldest++;
    const inWindow = seen.length - oldest;
    if (inWindow > 0 && Math.random() < 0.8) return `/api/results/${seen[oldest + Math.floor(Math.random() * inWindow)]!.seat}?year=${YEAR}`;
    const seat = randomSeat();
    seen.push({ seat, at: now });
    return `/api/results/${seat}?year=${YEAR}`;
  };

  /** label: the path's short name in the per-round lines. */
  type Path = { name: string; label: string; url: string; onPath: ChildProcess[]; nginx?: ChildProcess; path: () => string };
  const paths: Path[] = [
    { name: 'bare Fastify + pg (reference)', label: 'bare', url: `http://127.0.0.1:${barePort}`, onPath: [bare], path: seatPath },
    { name: 'catalogue service directly', label: 'catalogue', url: `http://127.0.0.1:${cataloguePort}`, onPath: [catalogue], path: seatPath },
    { name: 'through the gateway', label: 'gateway', url: gateway, onPath: [gatewayProcess, catalogue], path: seatPath },
  ];
  let edgeMetricsUrl: string | undefined;
  if (spawnSync('nginx', ['-v']).status === 0) {
    // As in production: nginx writes its buffered dalil_edge access log and edge-metrics reads it
    // (its CPU is counted on the edge paths). A second nginx with no access log at all shows what that costs.
    const edgeMetricsPort = await freePort();
    const edgeLog = path.join(mkdtempSync(path.join(os.tmpdir(), 'dalil-bench-edge-')), 'edge.log');
    const edgeMetrics = start('edge-metrics', 'infra/src/edge/edge-metrics-main.ts', { HOST: '127.0.0.1', EDGE_LOG_FILE: edgeLog, EDGE_METRICS_PORT: String(edgeMetricsPort) });
    children.push(edgeMetrics);
    await waitForHttp(`http://127.0.0.1:${edgeMetricsPort}/metrics`);
    edgeMetricsUrl = `http://127.0.0.1:${edgeMetricsPort}/metrics`;
    const startNginx = async (accessLog: string | undefined) => {
      // In memory where the machine has /dev/shm, as compose mounts the API micro-cache (tmpfs).
      const nginxDir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'dalil-bench-nginx-'));
      const nginxPort = await freePort();
      const { configFile } = renderNginxConfig({ dir: nginxDir, gateway: `127.0.0.1:${gatewayPort}`, httpPort: nginxPort, edgeLog: accessLog });
      // One client address: the edge's per-address results limit would refuse almost all of a
      // benchmark's load, so the benchmark runs with it lifted (everything else as configured).
      writeFileSync(configFile, readFileSync(configFile, 'utf8').replace(/limit_req zone=dalil_results_rate[^;]*;/g, '').replace(/limit_conn dalil_conn \d+;/g, ''));
      const nginx = spawn('nginx', ['-c', configFile, '-p', nginxDir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
      children.push(nginx);
      await waitForHttp(`http://127.0.0.1:${nginxPort}/api/results/years`);
      return { url: `http://127.0.0.1:${nginxPort}`, nginx };
    };
    const edge = await startNginx(edgeLog);
    const edgeWithoutLog = await startNginx(undefined);
    // nginx's own ceiling: 100 seats asked again and again, every answer from its cache.
    const repeatSeats = Array.from({ length: 100 }, () => randomSeat());
    const repeatPath = () => `/api/results/${repeatSeats[Math.floor(Math.random() * repeatSeats.length)]}?year=${YEAR}`;
    paths.push({ name: 'nginx edge, 80% repeat seats', label: 'edge', url: edge.url, nginx: edge.nginx, onPath: [gatewayProcess, catalogue, edgeMetrics], path: mixedPath });
    paths.push({ name: 'nginx edge alone, 100% repeats', label: 'edge-100', url: edge.url, nginx: edge.nginx, onPath: [gatewayProcess, catalogue, edgeMetrics], path: repeatPath });
    paths.push({ name: 'same, no access log (no metrics)', label: 'edge-100-nolog', url: edgeWithoutLog.url, nginx: edgeWithoutLog.nginx, onPath: [gatewayProcess, catalogue], path: repeatPath });
  } else {
    console.log('\n(nginx is not on the PATH: the edge is not measured)');
  }
  paths.push({ name: 'bare Fastify + pg, batched', label: 'bare-batched', url: `http://127.0.0.1:${batchedBarePort}`, onPath: [batchedBare], path: seatPath });
  // The reference stays first: every ratio is to it.
  if (ONLY_PATHS) paths.splice(0, paths.length, ...paths.filter((p, i) => i === 0 || ONLY_PATHS.includes(p.label)));

  const run = (url: string, duration: number, path: () => string) =>
    autocannon({ url, connections: CONNECTIONS, duration, requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }] });
  // Where a path's CPU went, per answered request: each Node process on it, nginx's workers,
  // PostgreSQL's backends (every child of the postmaster) and the load generator (this process).
  // On a shared machine these move much less with the machine's load than req/s does (from /proc).
  // The postmaster is a backend's parent (when PostgreSQL runs on this machine).
  const postmaster = parentPid((await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
  type Measured = { rps: number; p50: number; p99: number; errors: number; cpuMicros: number; nginxMicros: number; cpuBy: Record<string, number> };
  const measure = async ({ url, onPath, nginx, path }: Path): Promise<Measured> => {
    await run(url, 2, path); // warm-up: JIT, connection pools, prepared statements
    const cpuOf = () => ({
      node: onPath.map((child) => processCpuMicros(child.pid)),
      nginx: nginx ? childrenCpuMicros(nginx.pid) : undefined,
      postgres: postmaster ? childrenCpuMicros(postmaster) : undefined,
      loadGenerator: (({ user, system }) => user + system)(process.cpuUsage()),
    });
    const before = cpuOf();
    const result = await run(url, SECONDS, path);
    const after = cpuOf();
    const answered = result.requests.total || 1;
    const cpuBy: Record<string, number> = {};
    onPath.forEach((child, i) => (cpuBy[processName.get(child) ?? String(child.pid)] = (after.node[i]! - before.node[i]!) / answered));
    if (before.nginx && after.nginx) cpuBy.nginx = childrenCpuUsed(before.nginx, after.nginx) / answered;
    if (before.postgres && after.postgres) cpuBy.postgres = childrenCpuUsed(before.postgres, after.postgres) / answered;
    cpuBy['load generator'] = (after.loadGenerator - before.loadGenerator) / answered;
    const node = onPath.reduce((sum, child) => sum + cpuBy[processName.get(child) ?? String(child.pid)]!, 0);
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts, cpuMicros: node, nginxMicros: cpuBy.nginx ?? Number.NaN, cpuBy };
  };
  // The edge's answers by cache status (from edge-metrics, which reads nginx's access log): says
  // how many of a round's requests reached Node, which is what the edge's figure turns on.
  const edgeCacheCounts = async (): Promise<Map<string, number>> => {
    const counts = new Map<string, number>();
    if (!edgeMetricsUrl) return counts;
    const text = await (await fetch(edgeMetricsUrl)).text();
    for (const match of text.matchAll(/^dalil_edge_requests_total\{[^}]*route="lookup"[^}]*cache="([^"]+)"[^}]*\} (\d+)/gm)) {
      counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + Number(match[2]));
    }
    return counts;
  };
  const rounds: Measured[][] = [];
  const cacheLines: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const measured: Measured[] = [];
    for (const p of paths) {
      const before = p.label === 'edge' ? await edgeCacheCounts() : undefined;
      measured.push(await measure(p));
      if (before) {
        await new Promise((resolve) => setTimeout(resolve, 1_500)); // nginx flushes its log buffer every second
        const after = await edgeCacheCounts();
        const delta = [...after].map(([status, n]) => [status, n - (before.get(status) ?? 0)] as const).filter(([, n]) => n > 0);
        const total = delta.reduce((sum, [, n]) => sum + n, 0) || 1;
        cacheLines.push(`  round ${round + 1}, edge 80% repeats, answers by cache status: ${delta.map(([status, n]) => `${status} ${((100 * n) / total).toFixed(1)} %`).join(', ')}`);
      }
    }
    rounds.push(measured);
  }

  console.log(`\nbench:results — GET /api/results/{seat}?year=${YEAR}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per path, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
  console.log('  path                                   req/s   p50 ms  p99 ms  ratio  errors  Node CPU µs/req  nginx CPU µs/req   (medians; ratio: median of each round\'s ratio to its reference)');
  const summary = paths.map((p, i) => {
    const of = (pick: (m: Measured) => number) => median(rounds.map((r) => pick(r[i]!)));
    return {
      name: p.name,
      rps: of((m) => m.rps),
      p50: of((m) => m.p50),
      p99: of((m) => m.p99),
      ratio: median(rounds.map((r) => r[i]!.rps / r[0]!.rps)),
      errors: rounds.reduce((sum, r) => sum + r[i]!.errors, 0),
      cpuMicros: of((m) => m.cpuMicros),
      nginxMicros: of((m) => m.nginxMicros),
    };
  });
  for (const row of summary) {
    console.log(
      `  ${row.name.padEnd(36)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(7)}  ${row.ratio.toFixed(2).padStart(5)}  ${String(row.errors).padStart(6)}  ${row.cpuMicros.toFixed(0).padStart(15)}  ${Number.isNaN(row.nginxMicros) ? '' : row.nginxMicros.toFixed(0).padStart(16)}`,
    );
  }
  rounds.forEach((r, round) => console.log(`  round ${round + 1}: ${r.map((m, i) => `${paths[i]!.label} ${m.rps.toFixed(0)} req/s (${(m.rps / r[0]!.rps).toFixed(2)})`).join(', ')}`));
  for (const line of cacheLines) console.log(line);
  // Each path's CPU per answered request, by process (medians over the rounds).
  console.log('  CPU µs per answered request, by process (medians):');
  paths.forEach((p, i) => {
    const names = Object.keys(rounds[0]![i]!.cpuBy);
    console.log(`    ${p.label.padEnd(15)} ${names.map((name) => `${name} ${median(rounds.map((r) => r[i]!.cpuBy[name]!)).toFixed(0)}`).join(', ')}`);
  });
  const indexOf = (label: string) => paths.findIndex((p) => p.label === label);
  const ratioOf = (label: string, to: string) => median(rounds.map((r) => r[indexOf(label)]!.rps / r[indexOf(to)]!.rps));
  const service = summary[indexOf('catalogue')];
  const throughGateway = summary[indexOf('gateway')];
  // The issue's reference sends one statement per lookup; the catalogue batches them. Beside the
  // targets: the service against a bare server that batches the same way.
  if (service && indexOf('bare-batched') >= 0) console.log(`  like for like: service directly / bare batched server ${ratioOf('catalogue', 'bare-batched').toFixed(2)} (median of rounds; reported, no target)`);
  if (throughGateway && indexOf('bare-batched') >= 0) {
    const toBatched = ratioOf('gateway', 'bare-batched');
    console.log(`  target: gateway ≥ 0.60 of the batched bare server (${toBatched.toFixed(2)}, ${toBatched >= 0.6 ? 'met' : 'MISSED'}) with p99 < 20 ms (${throughGateway.p99} ms, ${throughGateway.p99 < 20 ? 'met' : 'MISSED'})`);
  }
  if (service) console.log(`  service directly / unbatched reference ${service.ratio.toFixed(2)} (reported)`);
  if (indexOf('edge') >= 0) {
    const edge = summary[indexOf('edge')]!;
    console.log(`  target: edge, 80% repeats ≥ 3× the unbatched reference (${edge.ratio.toFixed(2)}×, ${edge.ratio >= 3 ? 'met' : 'MISSED'})`);
  }
  for (const label of ['edge-100', 'edge-100-nolog']) {
    if (indexOf(label) >= 0) console.log(`  ${paths[indexOf(label)]!.name}: ${summary[indexOf(label)]!.ratio.toFixed(2)}× the reference (reported)`);
  }
  console.log(`  load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (the machine is shared: ratios, measured in one run, are what compares)`);
}

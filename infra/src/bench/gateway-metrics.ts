/**
 * npm run bench:metrics — what the per-request metrics cost the gateway. Two gateway processes
 * proxy one light route (GET /api/services/config) to the same minimal upstream, one with
 * metrics off (METRICS_PORT=0) and one with them on; autocannon drives them in alternating
 * rounds in the same run and prints req/s, p50/p99 and the median on/off ratio, and the gateway
 * process's CPU time per request (from /proc, Linux), which a busy shared machine disturbs far
 * less than throughput.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import autocannon from 'autocannon';
import { ROOT } from '../build-node.ts';
import { median, processCpuMicros } from './measures.ts';
import { freePort } from '@dalil/service-kit/testing';

const ROUTE = '/api/services/config';
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);


// The upstream answers at once, so the gateway's own work is what is measured.
const upstream = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"data":{"services":[]}}');
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as net.AddressInfo).port}`;

async function startGateway(metricsPort: number): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), METRICS_PORT: String(metricsPort),
      JWT_SECRET: randomBytes(32).toString('base64url'), RATE_LIMIT_MAX: '100000000', CONFIG_URL: upstreamUrl,
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (await fetch(url + ROUTE).then((r) => r.ok, () => false)) return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('gateway did not start');
}

async function measure(url: string, pid: number) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const cpuBefore = processCpuMicros(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const cpuPerRequest = (processCpuMicros(pid) - cpuBefore) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, cpuPerRequest };
}

const off = await startGateway(0);
const on = await startGateway(await freePort());
try {
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const without = await measure(off.url + ROUTE, off.child.pid!);
    const withMetrics = await measure(on.url + ROUTE, on.child.pid!);
    rounds.push({ without, withMetrics, ratio: withMetrics.rps / without.rps });
  }
  console.log(`\nbench:metrics — GET ${ROUTE} through the gateway, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION} s`);
  rounds.forEach((r, i) =>
    console.log(`  round ${i + 1}: metrics off ${r.without.rps.toFixed(0)} req/s (p50 ${r.without.p50} ms, p99 ${r.without.p99} ms, ${r.without.cpuPerRequest.toFixed(0)} µs CPU/req)  on ${r.withMetrics.rps.toFixed(0)} req/s (p50 ${r.withMetrics.p50} ms, p99 ${r.withMetrics.p99} ms, ${r.withMetrics.cpuPerRequest.toFixed(0)} µs CPU/req)  ratio ${r.ratio.toFixed(3)}  errors ${r.without.errors + r.withMetrics.errors}`),
  );
  const cpuOff = median(rounds.map((r) => r.without.cpuPerRequest));
  const cpuOn = median(rounds.map((r) => r.withMetrics.cpuPerRequest));
  console.log(`  median gateway CPU per request: off ${cpuOff.toFixed(0)} µs, on ${cpuOn.toFixed(0)} µs (${(((cpuOn - cpuOff) / cpuOff) * 100).toFixed(1)} %)`);
  console.log(`  median metrics off: ${median(rounds.map((r) => r.without.rps)).toFixed(0)} req/s; on: ${median(rounds.map((r) => r.withMetrics.rps)).toFixed(0)} req/s; median ratio ${median(rounds.map((r) => r.ratio)).toFixed(3)}`);
} finally {
  const stopped = [off.child, on.child].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  off.child.kill('SIGTERM');
  on.child.kill('SIGTERM');
  await Promise.all(stopped);
  upstream.close();
}

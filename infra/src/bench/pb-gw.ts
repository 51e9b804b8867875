// temporary: gateway CPU per request, two gateway roots side by side (not committed)
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import autocannon from 'autocannon';
const body = JSON.stringify({ success: true, data: { seatNumber: '123456', studentName: 'مريم أحمد محمود السيد', stream: 'science', totalScore: 395.5, maxScore: 410, percentage: 96.46, grade: 'excellent', status: 'passed', subjects: Array.from({ length: 7 }, (_, i) => ({ name: 'Subject ' + i, nameArabic: 'مادة ' + i, score: 55, maxScore: 60 })), year: 2024 } });
const upstream = http.createServer((_q, r) => r.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag: '"r1"', 'cache-control': 'public, max-age=60' }).end(body));
await new Promise<void>((res) => upstream.listen(0, '127.0.0.1', res));
const up = `http://127.0.0.1:${(upstream.address() as net.AddressInfo).port}`;
const free = async () => { const s = net.createServer(); await new Promise<void>((r) => s.listen(0, '127.0.0.1', r)); const p = (s.address() as net.AddressInfo).port; await new Promise((r) => s.close(r)); return p; };
const ticks = (c: ChildProcess) => { const f = readFileSync(`/proc/${c.pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return Number(f[11]) + Number(f[12]); };
async function start(root: string) {
  const port = await free();
  const child = spawn(process.execPath, [...(process.env.PROF && root === '/work/main' ? ['--cpu-prof', '--cpu-prof-dir=/tmp/pb/gwprof'] : []), '--max-semi-space-size=8', '--import', 'tsx', 'gateway/src/server.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), JWT_SECRET: 'Q2x9mT4vB7nK1pR8sW3yZ6cF0hJ5lD2gA9eU4iO7tY1=', CATALOGUE_URL: up, ADS_URL: up, AUTH_URL: up, CONFIG_URL: up, JOBS_URL: up, RATE_LIMIT_MAX: '1000000000', RESULTS_RATE_LIMIT_MAX: '1000000000', METRICS_PORT: '0', WEB_DIST: '/nonexistent' } });
  for (let i = 0; i < 100; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/api/results/1?year=2024`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
  return { url: `http://127.0.0.1:${port}`, child };
}
const roots = process.argv.slice(2);
const gws = await Promise.all(roots.map(start));
for (let round = 0; round < 3; round++) for (const [i, g] of gws.entries()) {
  await autocannon({ url: g.url + '/api/results/123456?year=2024', connections: 32, duration: 2 });
  const t0 = ticks(g.child); const r = await autocannon({ url: g.url + '/api/results/123456?year=2024', connections: 32, duration: 6 });
  console.log(roots[i], 'round', round, Math.round(r.requests.average), 'req/s p99', r.latency.p99, 'cpu µs/req', (((ticks(g.child) - t0) * 10000) / r.requests.total).toFixed(0));
}
for (const g of gws) g.child.kill();
upstream.close();

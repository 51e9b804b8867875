/**
 * The edge's own metrics: nginx answers cached lookups without Node ever seeing them, so it
 * writes one short line per request (deploy/nginx/nginx.conf, the `dalil_edge` log format) to a
 * buffered access log (64 KB, flushed every second: one write for hundreds of requests), and
 * this process reads the file as it grows, counts the lines by route class, cache status and
 * HTTP status, and serves them to Prometheus on GET /metrics:
 *   dalil_edge_requests_total{route, cache, status}
 *   dalil_edge_request_duration_seconds{route}   (nginx's $request_time)
 * route: lookup (GET /api/results/{seat}), results (years, stats), api, assets, page.
 * cache: HIT, MISS, EXPIRED, STALE, UPDATING, REVALIDATED, BYPASS or "-" (not cacheable).
 * The file never grows past maxBytes: once read to its end beyond that, it is emptied (nginx
 * appends, so it carries on at the start); the lines nginx writes in between are not counted.
 */
import { closeSync, fstatSync, ftruncateSync, openSync, readSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const EDGE_ROUTES = ['lookup', 'results', 'api', 'assets', 'page'] as const;
const CACHE_STATUSES = new Set(['HIT', 'MISS', 'EXPIRED', 'STALE', 'UPDATING', 'REVALIDATED', 'BYPASS', '-']);
const LATENCY_BUCKETS = [0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface EdgeLogLine {
  route: (typeof EDGE_ROUTES)[number];
  cache: string;
  status: string;
  seconds: number;
}

/** One line of the `dalil_edge` log format (`dalil_edge ROUTE CACHE STATUS REQUEST_TIME`), or undefined for anything else. */
export function parseEdgeLogLine(line: string): EdgeLogLine | undefined {
  const match = /^dalil_edge (\w+) (\S+) (\d{3}) (\d+(?:\.\d+)?)\s*$/.exec(line);
  if (!match) return undefined;
  const [, route, cache, status, seconds] = match;
  if (!(EDGE_ROUTES as readonly string[]).includes(route!) || !CACHE_STATUSES.has(cache!)) return undefined;
  return { route: route as EdgeLogLine['route'], cache: cache!, status: status!, seconds: Number(seconds) };
}

export interface EdgeMetrics {
  metricsPort: number;
  /** Reads what nginx has written since the last read (also done every intervalMs). */
  readLog(): void;
  close(): Promise<void>;
}

export async function startEdgeMetrics(options: { host: string; metricsPort: number; logFile: string; intervalMs?: number; maxBytes?: number }): Promise<EdgeMetrics> {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'edge-metrics' });
  collectDefaultMetrics({ register: registry, prefix: 'dalil_' });
  const requests = new Counter({
    name: 'dalil_edge_requests_total',
    help: 'Requests the nginx edge answered, by route class, cache status ($upstream_cache_status, "-": not cacheable) and HTTP status',
    labelNames: ['route', 'cache', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'dalil_edge_request_duration_seconds',
    help: "nginx's $request_time by route class",
    labelNames: ['route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const counters = new Map<string, Counter.Internal>();
  const histograms = new Map(EDGE_ROUTES.map((route) => [route, duration.labels({ route })]));
  // The refusals a dashboard watches exist from the start (at 0), so it shows 0 rather than nothing.
  for (const route of EDGE_ROUTES) {
    for (const status of ['429', '503']) {
      const counter = requests.labels({ route, cache: '-', status });
      counter.inc(0);
      counters.set(`${route} - ${status}`, counter);
    }
  }

  const count = (line: EdgeLogLine) => {
    const key = `${line.route} ${line.cache} ${line.status}`;
    let counter = counters.get(key);
    if (!counter) counters.set(key, (counter = requests.labels({ route: line.route, cache: line.cache, status: line.status })));
    counter.inc();
    histograms.get(line.route)!.observe(line.seconds);
  };

  // Made here (before nginx opens it for appending) so that this process owns it and may empty it.
  if (!existsSync(options.logFile)) writeFileSync(options.logFile, '', { mode: 0o666 });
  const fd = openSync(options.logFile, 'r+');
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const buffer = Buffer.alloc(1024 * 1024);
  let offset = fstatSync(fd).size; // what was written before this process started was counted by the one before
  let partial = '';
  const readLog = () => {
    const size = fstatSync(fd).size;
    if (size < offset) {
      // Emptied by someone else: start again at the top.
      offset = 0;
      partial = '';
    }
    while (offset < size) {
      const read = readSync(fd, buffer, 0, Math.min(buffer.length, size - offset), offset);
      if (read === 0) break;
      offset += read;
      const lines = (partial + buffer.toString('latin1', 0, read)).split('\n');
      partial = lines.pop()!;
      for (const text of lines) {
        const line = parseEdgeLogLine(text);
        if (line) count(line);
      }
    }
    if (offset >= maxBytes && partial === '') {
      ftruncateSync(fd, 0);
      offset = 0;
    }
  };
  const timer = setInterval(readLog, options.intervalMs ?? 1000);
  timer.unref();

  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: 'only GET /metrics is served here' }));
      return;
    }
    readLog();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: error.message })),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.metricsPort, options.host, resolve));
  return {
    metricsPort: (server.address() as { port: number }).port,
    readLog,
    async close() {
      clearInterval(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      closeSync(fd);
    },
  };
}

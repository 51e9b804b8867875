/**
 * The edge's own metrics: nginx answers cached lookups without Node ever seeing them, so it sends
 * one syslog datagram per request (deploy/nginx/nginx.conf, `access_log syslog:` with the
 * `dalil_edge` format) to this process, which counts them by route class, cache status and
 * HTTP status and serves them to Prometheus on GET /metrics:
 *   dalil_edge_requests_total{route, cache, status}
 *   dalil_edge_request_duration_seconds{route}   (nginx's $request_time)
 * route: lookup (GET /api/results/{seat}), results (years, stats), api, assets, page.
 * cache: HIT, MISS, EXPIRED, STALE, UPDATING, REVALIDATED, BYPASS or "-" (not cacheable).
 * Syslog over UDP never slows nginx down: a lost datagram is a request not counted.
 */
import dgram from 'node:dgram';
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

/**
 * One nginx syslog datagram (`<PRI>TIMESTAMP TAG: dalil_edge ROUTE CACHE STATUS REQUEST_TIME`),
 * or undefined for anything else.
 */
export function parseEdgeLogLine(datagram: string): EdgeLogLine | undefined {
  const match = /dalil_edge (\w+) (\S+) (\d{3}) (\d+(?:\.\d+)?)\s*$/.exec(datagram);
  if (!match) return undefined;
  const [, route, cache, status, seconds] = match;
  if (!(EDGE_ROUTES as readonly string[]).includes(route!) || !CACHE_STATUSES.has(cache!)) return undefined;
  return { route: route as EdgeLogLine['route'], cache: cache!, status: status!, seconds: Number(seconds) };
}

export interface EdgeMetrics {
  metricsPort: number;
  syslogPort: number;
  close(): Promise<void>;
}

export async function startEdgeMetrics(options: { host: string; metricsPort: number; syslogPort: number }): Promise<EdgeMetrics> {
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

  const socket = dgram.createSocket('udp4');
  socket.on('message', (message) => {
    const line = parseEdgeLogLine(message.toString('latin1'));
    if (!line) return;
    const key = `${line.route} ${line.cache} ${line.status}`;
    let counter = counters.get(key);
    if (!counter) counters.set(key, (counter = requests.labels({ route: line.route, cache: line.cache, status: line.status })));
    counter.inc();
    histograms.get(line.route)!.observe(line.seconds);
  });
  await new Promise<void>((resolve, reject) => socket.once('error', reject).bind(options.syslogPort, options.host, () => resolve()));

  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: 'only GET /metrics is served here' }));
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: error.message })),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.metricsPort, options.host, resolve));
  return {
    metricsPort: (server.address() as { port: number }).port,
    syslogPort: socket.address().port,
    async close() {
      await new Promise<void>((resolve) => socket.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

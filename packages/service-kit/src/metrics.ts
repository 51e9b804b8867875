/**
 * Prometheus metrics shared by the gateway, every service and the workers (prom-client):
 * process metrics, HTTP requests per method, route pattern and status (never the raw URL, so a
 * seat number or an id never becomes a series), and PostgreSQL pool gauges read at scrape time.
 * The per-request cost is one map lookup, one counter increment and one histogram observation.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ALWAYS_ANSWER } from './overload.ts';

export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, prefix: 'dalil_' });
  return registry;
}

const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Counts and times every answered request, by route pattern (requests no route matched: `unmatched`). */
export function instrumentHttp(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'dalil_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'dalil_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // Label children by method, route and status, made once: prom-client would otherwise hash
  // the label object on every observation.
  const children = new Map<string, { count: () => void; observe: (seconds: number) => void }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = children.get(key);
    if (!child) {
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      const counter = requests.labels(labels);
      const histogram = duration.labels(labels);
      child = { count: () => counter.inc(), observe: (seconds) => histogram.observe(seconds) };
      children.set(key, child);
    }
    child.count();
    child.observe(reply.elapsedTime / 1000);
    done();
  });
}

/** Connections of each PostgreSQL pool: total, idle, and requests waiting for one. */
export function poolGauges(registry: Registry, pools: () => Record<string, pg.Pool>): void {
  new Gauge({
    name: 'dalil_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting = queries queued for a connection)',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const [name, pool] of Object.entries(pools())) {
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
}

/** GET /metrics in the Prometheus text format. */
export function metricsRoute(app: FastifyInstance, registry: Registry): void {
  app.get('/metrics', { logLevel: 'warn', config: ALWAYS_ANSWER }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

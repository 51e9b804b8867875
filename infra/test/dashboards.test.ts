/**
 * The operators' dashboards (deploy/grafana): valid JSON on the provisioned data source, the
 * compose file (with its monitoring profile) validates, and every panel's PromQL returns a series
 * from a real Prometheus scraping a running stack — the platform as `npm start` runs it, the
 * production nginx edge in front of its gateway and edge-metrics counting nginx's requests —
 * after results lookups (misses, cache hits, 304s and 429s at the edge and at the gateway).
 * Prometheus: Debian's `prometheus` binary (.ci/run installs it).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parseAllDocuments } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@dalil/service-kit/testing';
import { importResults } from '@dalil/catalogue/worker';
import { ROOT } from '../src/build-node.ts';
import { startStack, type RunningStack } from '../src/bench/stack.ts';
import { startEdgeMetrics, type EdgeMetrics } from '../src/edge/edge-metrics.ts';
import { renderNginxConfig } from '../src/edge/nginx-config.ts';

interface Panel {
  title: string;
  datasource: { uid: string };
  targets: Array<{ refId: string; expr: string; datasource: { uid: string } }>;
}
interface Dashboard {
  uid: string;
  title: string;
  panels: Panel[];
}

const DASHBOARDS = path.join(ROOT, 'deploy/grafana/dashboards');
const dashboards = readdirSync(DASHBOARDS)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, dashboard: JSON.parse(readFileSync(path.join(DASHBOARDS, file), 'utf8')) as Dashboard }));
const datasourceUid = /uid:\s*(\S+)/.exec(readFileSync(path.join(ROOT, 'deploy/grafana/provisioning/datasources/prometheus.yml'), 'utf8'))![1];
/** Grafana's $__rate_interval, as it works it out for a 1 s scrape interval on a short range. */
const asPrometheusSees = (expr: string) => expr.replaceAll('$__rate_interval', '30s');

describe('the dashboards', () => {
  it('are valid JSON dashboards whose every panel queries the provisioned Prometheus', () => {
    expect(dashboards.map((d) => d.file).sort()).toEqual(['ads.json', 'imports-jobs.json', 'processes.json', 'results-day.json']);
    expect(new Set(dashboards.map((d) => d.dashboard.uid)).size).toBe(dashboards.length);
    for (const { dashboard } of dashboards) {
      expect(dashboard.panels.length).toBeGreaterThan(0);
      for (const panel of dashboard.panels) {
        expect(panel.datasource.uid, panel.title).toBe(datasourceUid);
        expect(panel.targets.length, panel.title).toBeGreaterThan(0);
        for (const target of panel.targets) {
          expect(target.datasource.uid).toBe(datasourceUid);
          expect(target.expr.trim(), panel.title).not.toBe('');
        }
      }
    }
  });

  it('ship as ConfigMaps in the Kubernetes base, the same files', () => {
    const [configMap] = parseAllDocuments(readFileSync(path.join(ROOT, 'deploy/k8s/base/monitoring.yaml'), 'utf8')).map((d) => d.toJSON() as { metadata: { name: string }; data: Record<string, string> });
    expect(configMap!.metadata.name).toBe('dalil-grafana-dashboards');
    expect(Object.keys(configMap!.data).sort()).toEqual(dashboards.map((d) => d.file).sort());
    for (const { file } of dashboards) expect(configMap!.data[file]).toBe(readFileSync(path.join(DASHBOARDS, file), 'utf8'));
  });

  it('docker-compose config validates, the monitoring profile included, with Grafana provisioned from deploy/grafana', () => {
    const env = { ...process.env, JWT_SECRET: 'a'.repeat(43), ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'compose-check' };
    execFileSync('docker-compose', ['config', '-q'], { cwd: ROOT, env });
    const services = execFileSync('docker-compose', ['--profile', 'monitoring', 'config', '--services'], { cwd: ROOT, env, encoding: 'utf8' }).trim().split('\n');
    expect(services).toEqual(expect.arrayContaining(['prometheus', 'grafana', 'edge', 'edge-metrics']));
    const config = execFileSync('docker-compose', ['--profile', 'monitoring', 'config'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(config).toContain(`${ROOT}/deploy/grafana/provisioning:/etc/grafana/provisioning:ro`);
    expect(config).toContain(`${ROOT}/deploy/grafana/dashboards:/var/lib/grafana/dashboards/dalil:ro`);
  });
});

describe('every panel against a real Prometheus', () => {
  let stack: RunningStack;
  let edge: EdgeMetrics;
  let nginx: ChildProcess;
  let prometheus: ChildProcess;
  let edgeUrl: string;
  let prometheusUrl: string;
  const metricsPorts = { gateway: 0, workers: 0 };

  beforeAll(async () => {
    metricsPorts.gateway = await freePort();
    metricsPorts.workers = await freePort();
    // The gateway's lookup limit low enough for the test to meet it.
    stack = await startStack({ METRICS_PORT: String(metricsPorts.gateway), WORKERS_PORT: String(metricsPorts.workers), RESULTS_RATE_LIMIT_MAX: '30' });
    const pool = new pg.Pool({ connectionString: stack.databaseUrl, options: '-c search_path=catalogue,public', max: 2 });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dalil-dashboards-'));
    // nginx's workers (an unprivileged user) reach their cache inside it.
    chmodSync(dir, 0o755);
    const csv = path.join(dir, 'results-2025.csv');
    const rows = ['seat_number,student_name,stream,total_score,status,Arabic|اللغة العربية|80'];
    for (let i = 0; i < 20; i++) rows.push(`${500100 + i},طالب رقم ${i},science,${300 + i},passed,70`);
    writeFileSync(csv, rows.join('\n') + '\n');
    await importResults({ pool }, { filePath: csv, year: 2025 });
    await pool.end();

    const edgeLog = path.join(dir, 'edge.log');
    edge = await startEdgeMetrics({ host: '127.0.0.1', metricsPort: 0, logFile: edgeLog });
    const nginxPort = await freePort();
    const { configFile } = renderNginxConfig({ dir: path.join(dir, 'nginx'), gateway: new URL(stack.gatewayUrl).host, httpPort: nginxPort, edgeLog });
    // (stderr not shown: nginx logs every request its rate limit refuses)
    nginx = spawn('nginx', ['-c', configFile, '-p', path.join(dir, 'nginx'), '-g', 'daemon off;'], { stdio: 'ignore' });
    edgeUrl = `http://127.0.0.1:${nginxPort}`;
    const lookup = (base: string, seat: number, headers: Record<string, string> = {}) => fetch(`${base}/api/results/${seat}?year=2025`, { headers });
    // One lookup on each path before Prometheus starts: their series exist at its first scrape,
    // so the rates below count all the traffic that follows.
    for (let waited = 0; (await lookup(edgeUrl, 500119).catch(() => undefined))?.status !== 200; waited += 100) {
      if (waited > 10_000) throw new Error('nginx did not answer');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await lookup(stack.serviceUrl('catalogue'), 500119);

    const promPort = await freePort();
    const target = (url: string) => new URL(url).host;
    const scrape = {
      global: { scrape_interval: '1s', evaluation_interval: '1s' },
      scrape_configs: [
        { job_name: 'dalil-services', static_configs: [{ targets: (['catalogue', 'ads', 'auth', 'config', 'jobs'] as const).map((s) => target(stack.serviceUrl(s))) }] },
        { job_name: 'dalil-gateway', static_configs: [{ targets: [`127.0.0.1:${metricsPorts.gateway}`] }] },
        { job_name: 'dalil-workers', static_configs: [{ targets: [`127.0.0.1:${metricsPorts.workers}`] }] },
        { job_name: 'dalil-edge', static_configs: [{ targets: [`127.0.0.1:${edge.metricsPort}`] }] },
      ],
    };
    writeFileSync(path.join(dir, 'prometheus.yml'), JSON.stringify(scrape));
    prometheus = spawn(
      'prometheus',
      [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'tsdb')}`, `--web.listen-address=127.0.0.1:${promPort}`, '--log.level=warn'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    prometheusUrl = `http://127.0.0.1:${promPort}`;
    // Every target scraped before the traffic, so rates have a before and an after.
    await until(async () => {
      const up = await query('up');
      return up.length === 8 && up.every((s) => s.value[1] === '1');
    }, 30_000);

    // Through the edge: misses, then repeats from its cache, then 304s for a browser's copy.
    const etags: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await lookup(edgeUrl, 500100 + i);
      expect(response.status).toBe(200);
      etags.push(response.headers.get('etag')!);
      await response.arrayBuffer();
    }
    for (let i = 0; i < 5; i++) expect((await lookup(edgeUrl, 500100 + i)).headers.get('x-cache')).toBe('HIT');
    for (let i = 0; i < 5; i++) expect((await lookup(edgeUrl, 500100 + i, { 'if-none-match': etags[i]! })).status).toBe(304);
    // A burst past nginx's per-address lookup rate (2/s, burst 30): 429 at the edge.
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => lookup(edgeUrl, 500100 + (i % 20)).then((r) => r.status)));
    expect(burst).toContain(429);
    // Straight at the gateway, past its 30 lookups a minute: 429 from the gateway.
    const direct = await Promise.all(Array.from({ length: 40 }, (_, i) => lookup(stack.gatewayUrl, 500100 + (i % 20)).then((r) => r.status)));
    expect(direct).toContain(429);
    // Straight at the catalogue (single lookups).
    for (let i = 0; i < 5; i++) expect((await lookup(stack.serviceUrl('catalogue'), 500110 + i)).status).toBe(200);
    // nginx's log buffer flushed (at most 1 s), then three more scrapes.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
  }, 120_000);

  afterAll(async () => {
    prometheus?.kill('SIGTERM');
    nginx?.kill('SIGQUIT');
    await edge?.close();
    await stack?.stop();
  });

  async function query(expr: string): Promise<Array<{ metric: Record<string, string>; value: [number, string] }>> {
    const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expr)}`);
    const body = (await response.json()) as { status: string; error?: string; data: { resultType: string; result: Array<{ metric: Record<string, string>; value: [number, string] }> } };
    if (body.status !== 'success') throw new Error(`${expr}: ${body.error}`);
    return body.data.result;
  }

  async function until(check: () => Promise<boolean>, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await check().catch(() => false)) return;
      if (Date.now() > deadline) throw new Error('Prometheus did not scrape every target in time');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('returns a series for every query of every panel', async () => {
    const answers: string[] = [];
    const empty: string[] = [];
    for (const { dashboard } of dashboards) {
      for (const panel of dashboard.panels) {
        for (const target of panel.targets) {
          const series = await query(asPrometheusSees(target.expr));
          const shown = series.map((s) => `${JSON.stringify(s.metric)}=${s.value[1]}`).join(' ');
          answers.push(`${dashboard.uid} | ${panel.title} | ${target.refId} | ${target.expr} | ${series.length} series: ${shown}`);
          if (series.length === 0) empty.push(`${dashboard.title} / ${panel.title} / ${target.expr}`);
        }
      }
    }
    // What Prometheus returned, for the record (REPORT-ops.md quotes it).
    console.log(answers.join('\n'));
    expect(empty).toEqual([]);
  });

  it('counts what happened: edge cache hits and 304s, lookups at every layer, 429s at the edge and the gateway', async () => {
    const value = async (expr: string) => Number((await query(expr))[0]?.value[1] ?? NaN);
    expect(await value('sum(dalil_edge_requests_total{route="lookup",cache="HIT",status="200"})')).toBeGreaterThanOrEqual(5);
    expect(await value('sum(dalil_edge_requests_total{route="lookup",status="304"})')).toBeGreaterThanOrEqual(5);
    expect(await value('sum(dalil_edge_requests_total{route="lookup",status="429"})')).toBeGreaterThan(0);
    expect(await value('sum(dalil_http_requests_total{service="gateway",route="/api/results/*",status="429"})')).toBeGreaterThan(0);
    expect(await value('sum(dalil_results_lookups_total{service="catalogue",via="single"})')).toBeGreaterThanOrEqual(5);
    expect(await value('sum(dalil_results_lookups_total{service="catalogue"})')).toBeGreaterThanOrEqual(10);
  });
});

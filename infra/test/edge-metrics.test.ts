/**
 * edge-metrics: the lines of nginx's `dalil_edge` access log (deploy/nginx/nginx.conf) become
 * Prometheus counters by route class, cache status and status, and a latency histogram; the file
 * is read as it grows, line pieces included, and emptied past its size limit.
 */
import { appendFileSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEdgeLogLine, startEdgeMetrics, type EdgeMetrics } from '../src/edge/edge-metrics.ts';

describe('edge-metrics', () => {
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'dalil-edge-metrics-')), 'edge.log');
  let edge: EdgeMetrics;
  const metrics = async () => (await fetch(`http://127.0.0.1:${edge.metricsPort}/metrics`)).text();
  beforeAll(async () => {
    // Lines from before the process started were counted by the one before it.
    writeFileSync(logFile, 'dalil_edge lookup HIT 200 0.001\n');
    edge = await startEdgeMetrics({ host: '127.0.0.1', metricsPort: 0, logFile, intervalMs: 60_000, maxBytes: 400 });
  });
  afterAll(() => edge.close());

  it('reads a line of the dalil_edge format, and nothing else', () => {
    expect(parseEdgeLogLine('dalil_edge lookup HIT 200 0.001')).toEqual({ route: 'lookup', cache: 'HIT', status: '200', seconds: 0.001 });
    expect(parseEdgeLogLine('dalil_edge page - 503 1.250')).toEqual({ route: 'page', cache: '-', status: '503', seconds: 1.25 });
    expect(parseEdgeLogLine('dalil_edge nowhere HIT 200 0.001')).toBeUndefined();
    expect(parseEdgeLogLine('dalil_edge lookup WHATEVER 200 0.001')).toBeUndefined();
    expect(parseEdgeLogLine('127.0.0.1 - - "GET /api/results/1 HTTP/1.1" 200')).toBeUndefined();
  });

  it('counts the lines nginx appends (a line written in two pieces once), with 429 and 503 at 0 from the start', async () => {
    const before = await metrics();
    expect(before).toContain('dalil_edge_requests_total{route="lookup",cache="-",status="429",service="edge-metrics"} 0');
    expect(before).toContain('dalil_edge_requests_total{route="lookup",cache="-",status="503",service="edge-metrics"} 0');
    expect(before).not.toContain('cache="HIT"');
    appendFileSync(logFile, 'dalil_edge lookup HIT 200 0.001\n'.repeat(3) + 'dalil_edge lookup MISS 200 0.020\ngarbage\ndalil_edge lookup - 4');
    await metrics();
    appendFileSync(logFile, '29 0.000\n');
    const text = await metrics();
    expect(text).toContain('dalil_edge_requests_total{route="lookup",cache="HIT",status="200",service="edge-metrics"} 3');
    expect(text).toContain('dalil_edge_requests_total{route="lookup",cache="MISS",status="200",service="edge-metrics"} 1');
    expect(text).toContain('dalil_edge_requests_total{route="lookup",cache="-",status="429",service="edge-metrics"} 1');
    expect(text).toContain('dalil_edge_request_duration_seconds_count{service="edge-metrics",route="lookup"} 5');
  });

  it('empties the file once read past its size limit, and goes on counting from the top', async () => {
    appendFileSync(logFile, 'dalil_edge page MISS 200 0.010\n'.repeat(20));
    let text = await metrics();
    expect(text).toContain('dalil_edge_requests_total{route="page",cache="MISS",status="200",service="edge-metrics"} 20');
    expect(statSync(logFile).size).toBe(0);
    appendFileSync(logFile, 'dalil_edge page MISS 200 0.010\n');
    text = await metrics();
    expect(text).toContain('dalil_edge_requests_total{route="page",cache="MISS",status="200",service="edge-metrics"} 21');
  });

  it('answers anything but GET /metrics with a 404 naming what it serves', async () => {
    const notFound = await fetch(`http://127.0.0.1:${edge.metricsPort}/other`);
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ success: false, message: 'only GET /metrics is served here' });
  });
});

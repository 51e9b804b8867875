/**
 * edge-metrics: nginx's syslog datagrams (the dalil_edge log format of deploy/nginx/nginx.conf)
 * become Prometheus counters by route class, cache status and status, and a latency histogram.
 */
import dgram from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEdgeLogLine, startEdgeMetrics, type EdgeMetrics } from '../src/edge/edge-metrics.ts';

describe('edge-metrics', () => {
  let edge: EdgeMetrics;
  beforeAll(async () => {
    edge = await startEdgeMetrics({ host: '127.0.0.1', metricsPort: 0, syslogPort: 0 });
  });
  afterAll(() => edge.close());

  it('reads a datagram as nginx sends it, and nothing else', () => {
    expect(parseEdgeLogLine('<190>Nov 27 21:40:00 dalil: dalil_edge lookup HIT 200 0.001')).toEqual({ route: 'lookup', cache: 'HIT', status: '200', seconds: 0.001 });
    expect(parseEdgeLogLine('<190>Nov 27 21:40:00 dalil: dalil_edge page - 503 1.250')).toEqual({ route: 'page', cache: '-', status: '503', seconds: 1.25 });
    expect(parseEdgeLogLine('<190>Nov 27 21:40:00 dalil: dalil_edge nowhere HIT 200 0.001')).toBeUndefined();
    expect(parseEdgeLogLine('<190>Nov 27 21:40:00 dalil: dalil_edge lookup WHATEVER 200 0.001')).toBeUndefined();
    expect(parseEdgeLogLine('GET /api/results/1 HTTP/1.1')).toBeUndefined();
  });

  it('counts the datagrams it receives on /metrics, with 429 and 503 at 0 from the start', async () => {
    const before = await (await fetch(`http://127.0.0.1:${edge.metricsPort}/metrics`)).text();
    expect(before).toContain('dalil_edge_requests_total{route="lookup",cache="-",status="429",service="edge-metrics"} 0');
    expect(before).toContain('dalil_edge_requests_total{route="lookup",cache="-",status="503",service="edge-metrics"} 0');
    const socket = dgram.createSocket('udp4');
    const send = (line: string) => new Promise<void>((resolve, reject) => socket.send(line, edge.syslogPort, '127.0.0.1', (error) => (error ? reject(error) : resolve())));
    for (let i = 0; i < 3; i++) await send('<190>Nov 27 21:40:00 dalil: dalil_edge lookup HIT 200 0.001');
    await send('<190>Nov 27 21:40:00 dalil: dalil_edge lookup MISS 200 0.020');
    await send('<190>Nov 27 21:40:00 dalil: dalil_edge lookup - 429 0.000');
    await send('garbage');
    socket.close();
    let text = '';
    for (let tries = 0; tries < 50 && !text.includes('dalil_edge_request_duration_seconds_count{service="edge-metrics",route="lookup"} 5'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      text = await (await fetch(`http://127.0.0.1:${edge.metricsPort}/metrics`)).text();
    }
    expect(text).toContain('dalil_edge_requests_total{route="lookup",cache="HIT",status="200",service="edge-metrics"} 3');
    expect(text).toContain('dalil_edge_requests_total{route="lookup",cache="MISS",status="200",service="edge-metrics"} 1');
    expect(text).toContain('dalil_edge_requests_total{route="lookup",cache="-",status="429",service="edge-metrics"} 1');
    expect(text).toContain('dalil_edge_request_duration_seconds_count{service="edge-metrics",route="lookup"} 5');
    const notFound = await fetch(`http://127.0.0.1:${edge.metricsPort}/other`);
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ success: false, message: 'only GET /metrics is served here' });
  });
});

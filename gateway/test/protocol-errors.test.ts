/**
 * Answers given before any route runs (too long a path, too large headers) stay in the
 * envelope without echoing the request, and a failed upstream call is logged as one line.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '@dalil/service-kit/create-service';
import { freePort } from '@dalil/service-kit/testing';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'gateway-test-secret-0123456789';


function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.on('data', (c) => (body += c));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('gateway protocol errors and upstream failure logs', () => {
  let upstream: ReturnType<typeof createServiceApp>;
  let gateway: ReturnType<typeof spawn>;
  let port: number;
  let metricsPort: number;
  let output = '';

  beforeAll(async () => {
    upstream = createServiceApp({ name: 'catalogue', jwtSecret: SECRET, logLevel: 'silent' });
    upstream.get('/api/universities/:id', async () => ({ success: true }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    port = await freePort();
    metricsPort = await freePort();
    const down = `http://127.0.0.1:${await freePort()}`;
    gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        LOG_LEVEL: 'info',
        JWT_SECRET: SECRET,
        CATALOGUE_URL: `http://127.0.0.1:${(upstream.server.address() as net.AddressInfo).port}`,
        ADS_URL: down,
        AUTH_URL: down,
        CONFIG_URL: down,
        JOBS_URL: down,
        METRICS_PORT: String(metricsPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    gateway.stdout!.on('data', (c) => (output += c));
    gateway.stderr!.on('data', (c) => (output += c));
    const deadline = Date.now() + 30_000;
    while (!output.includes('Server listening') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  }, 40_000);
  afterAll(async () => {
    gateway?.kill('SIGKILL');
    await upstream?.close();
  });

  it('when a path parameter is 5,000 characters long, then the answer is 414 in the envelope and does not echo it', async () => {
    const long = 'a'.repeat(5_000);
    const response = await get(port, `/api/universities/${long}`);
    expect(response.status).toBe(414);
    expect(JSON.parse(response.body)).toEqual({ success: false, message: 'The address is too long' });
    expect(response.body).not.toContain('aaaa');
  });

  it('when the headers are too large, then the answer is 431 in the envelope', async () => {
    const response = await get(port, '/api/universities/x', { 'x-big': 'b'.repeat(20_000) });
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({ success: false, message: 'The request headers are too large' });
  });

  it('when a path has bad percent-encoding, then the answer is 400 in the envelope without echoing it', async () => {
    const response = await get(port, '/api/universities/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ success: false });
    expect(response.body).not.toContain('%E0');
  });

  it('when an upstream service is down, then its outage is one log line naming the upstream, the error code and the first request id, without a stack — and the next failures add no line', async () => {
    const before = output.length;
    const response = await get(port, '/api/ads/banner', { 'x-request-id': 'fault-test-0001' });
    expect(response.status).toBe(503);
    for (let i = 2; i <= 20; i++) expect((await get(port, '/api/ads/banner', { 'x-request-id': `fault-test-${String(i).padStart(4, '0')}` })).status).toBe(503);
    await new Promise((r) => setTimeout(r, 300));
    const lines = output.slice(before).split('\n').filter((line) => line.includes('"dependency":"the ads service"') || /upstream|errored/.test(line));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, reqId: 'fault-test-0001', upstream: 'ads', code: 'ECONNREFUSED', dependency: 'the ads service', msg: expect.stringMatching(/^the ads service unavailable: .* does not answer \(ECONNREFUSED\)/) });
    expect(output.slice(before)).not.toContain('stack');
  });

  it('when Prometheus scrapes the metrics port, then requests are counted by route pattern and status, and the public port does not serve them', async () => {
    await get(port, '/api/universities/424242');
    const scraped = await get(metricsPort, '/metrics');
    expect(scraped.status).toBe(200);
    expect(scraped.body).toMatch(/dalil_http_requests_total\{method="GET",route="\/api\/universities\/\*",status="200",service="gateway"\} [1-9]/);
    expect(scraped.body).toMatch(/dalil_http_requests_total\{method="GET",route="\/api\/ads\/\*",status="503",service="gateway"\} [1-9]/);
    expect(scraped.body).toContain('dalil_http_request_duration_seconds_bucket');
    expect(scraped.body).not.toContain('424242');
    expect((await get(port, '/metrics')).body).not.toContain('dalil_http_requests_total');
  });
});

/**
 * The production edge (deploy/nginx) on this machine's nginx: the configuration passes
 * `nginx -t` (with HTTPS enabled too), and its micro-cache keeps exactly what the services mark
 * cacheable — results lookups with their Cache-Control — and nothing sent with credentials.
 * An upstream that counts its requests stands in for the gateway.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNginxConfig } from '../src/edge/nginx-config.ts';
import { freePort } from '@dalil/service-kit/testing';

describe('the nginx edge', () => {
  const hits = new Map<string, number>();
  let upstream: http.Server;
  let nginx: ChildProcess;
  let base: string;

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      hits.set(request.url!, (hits.get(request.url!) ?? 0) + 1);
      if (request.url!.startsWith('/api/results/')) {
        response.setHeader('cache-control', 'public, max-age=60, stale-while-revalidate=30');
        response.setHeader('etag', '"r1.c1"');
      }
      response.setHeader('content-type', 'application/json');
      // As the gateway does: the request id it was given, answered back.
      response.setHeader('x-request-id', String(request.headers['x-request-id']));
      response.end(JSON.stringify({ success: true, data: { url: request.url, forwardedFor: request.headers['x-forwarded-for'] ?? null, requestId: request.headers['x-request-id'] } }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dalil-nginx-'));
    const port = await freePort();
    const { configFile } = renderNginxConfig({ dir, gateway: `127.0.0.1:${(upstream.address() as AddressInfo).port}`, httpPort: port });
    nginx = spawn('nginx', ['-c', configFile, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('when the configuration is tested with HTTPS enabled, then nginx -t accepts it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dalil-nginx-tls-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
    const { configFile } = renderNginxConfig({ dir, gateway: '127.0.0.1:9', httpPort: 18080, tls: { httpsPort: 18443, certificate: `${dir}/cert.pem`, key: `${dir}/key.pem` } });
    const output = execFileSync('nginx', ['-t', '-c', configFile, '-p', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(output).toBe('');
  });

  it('when a results lookup is asked for twice, then the second comes from the edge cache; an answer without Cache-Control is never kept', async () => {
    const first = await fetch(`${base}/api/results/123456?year=2025`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const firstId = first.headers.get('x-request-id');
    expect(firstId).toMatch(/^[0-9a-f]{32}$/);
    expect(await first.json()).toMatchObject({ data: { requestId: firstId } });
    const second = await fetch(`${base}/api/results/123456?year=2025`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    // A kept answer is served with this request's own id, not the one that filled it.
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers.get('x-request-id')).not.toBe(firstId);
    expect(await second.json()).toMatchObject({ data: { url: '/api/results/123456?year=2025', forwardedFor: '127.0.0.1' } });
    expect(hits.get('/api/results/123456?year=2025')).toBe(1);

    await fetch(`${base}/api/universities?limit=1`);
    await fetch(`${base}/api/universities?limit=1`);
    expect(hits.get('/api/universities?limit=1')).toBe(2);
  });

  it('when a request carries credentials, then it bypasses the cache', async () => {
    await fetch(`${base}/api/results/777?year=2025`);
    const withToken = await fetch(`${base}/api/results/777?year=2025`, { headers: { authorization: 'Bearer x' } });
    expect(withToken.headers.get('x-cache')).toBe('BYPASS');
    expect(hits.get('/api/results/777?year=2025')).toBe(2);
  });

  it('when a JSON body is over 1 MB, then the edge refuses it before it reaches the gateway', async () => {
    const response = await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
    expect(hits.get('/api/contact')).toBeUndefined();
  });
});

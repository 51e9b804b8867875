import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '@dalil/service-kit/create-service';
import { createTokenService } from '@dalil/service-kit/auth';
import { openGatewayRedis } from './support.ts';
import { loadConfig } from '@dalil/service-kit/config';
import { adminOnly } from '@dalil/service-kit/auth';
import { z } from 'zod';
import { buildGateway } from '../src/app.ts';
import { ZGatewayEnv } from '../src/config.ts';

const SECRET = 'gateway-test-secret-0123456789';

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('gateway', () => {
  let upstream: ReturnType<typeof createServiceApp>;
  let gateway: FastifyInstance;
  let gatewayConfig: ReturnType<typeof loadConfig<typeof ZGatewayEnv>>;
  let redis: Awaited<ReturnType<typeof openGatewayRedis>>;
  let admin: { authorization: string };
  let visitor: { authorization: string };

  beforeAll(async () => {
    redis = await openGatewayRedis(SECRET);
    admin = { authorization: `Bearer ${await redis.adminToken()}` };
    visitor = { authorization: `Bearer ${redis.visitorToken()}` };
    // A real service-kit app stands in for the catalogue: the gateway must proxy to it.
    upstream = createServiceApp({ name: 'catalogue', tokens: redis.tokens, logLevel: 'silent' });
    upstream.get('/api/universities', async (request) => ({ success: true, data: [], requestId: request.headers['x-request-id'] }));
    // A cacheable public read, as the results lookups are: ETag, 304 on a current validator.
    upstream.get('/api/results/:seat', async (request, reply) => {
      reply.header('etag', '"r7"').header('cache-control', 'public, max-age=60');
      if (request.headers['if-none-match'] === '"r7"') return reply.code(304).send();
      return { success: true, data: { seatNumber: (request.params as { seat: string }).seat, forwardedFor: request.headers['x-forwarded-for'], connection: request.headers.connection ?? null } };
    });
    upstream.post('/api/universities', { schema: { body: z.object({ name: z.string() }) } }, async () => ({ success: true }));
    upstream.get('/api/admin/universities', { preHandler: adminOnly(upstream.tokens) }, async () => ({ success: true, data: [] }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as net.AddressInfo).port}`;
    const down = `http://127.0.0.1:${await closedPort()}`;
    const web = mkdtempSync(path.join(os.tmpdir(), 'dalil-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Dalil</title>');
    // As the web build writes them: each text asset beside its brotli and gzip forms.
    mkdirSync(path.join(web, 'assets'));
    const script = 'console.log("دليل");'.repeat(50);
    writeFileSync(path.join(web, 'assets/app-1a2b3c.js'), script);
    writeFileSync(path.join(web, 'assets/app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(web, 'assets/app-1a2b3c.js.gz'), gzipSync(script));
    const config = loadConfig(ZGatewayEnv, {
      LOG_LEVEL: 'silent',
      JWT_SECRET: SECRET,
      REDIS_PREFIX: redis.prefix,
      CATALOGUE_URL: upstreamUrl,
      ADS_URL: down,
      AUTH_URL: down,
      CONFIG_URL: down,
      JOBS_URL: down,
      WEB_DIST: web,
      RATE_LIMIT_MAX: '1000',
    });
    gatewayConfig = config;
    gateway = await buildGateway({ config, redis: redis.redis });
    await gateway.ready();
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await redis?.close();
  });

  it('when a public route is called, then it is proxied with a request id', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/universities', headers: { 'x-request-id': 'req-12345678' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, requestId: 'req-12345678' });
    expect(response.headers['x-request-id']).toBe('req-12345678');
  });

  it('when a public read passes the gateway, then status, validators and body pass as they are, a conditional request gets its 304, and the client never names its own address', async () => {
    const first = await gateway.inject({ method: 'GET', url: '/api/results/123?year=2024', headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({ etag: '"r7"', 'cache-control': 'public, max-age=60', 'x-content-type-options': 'nosniff' });
    expect(first.json().data).toMatchObject({ seatNumber: '123', forwardedFor: '127.0.0.1' });
    const again = await gateway.inject({ method: 'GET', url: '/api/results/123?year=2024', headers: { 'if-none-match': '"r7"' } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe('"r7"');
    const head = await gateway.inject({ method: 'HEAD', url: '/api/results/123?year=2024' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('when an API answer passes the gateway, then it carries nosniff but no page policy', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/universities' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('when a service is down, then its routes answer 503 JSON within a second', async () => {
    const started = performance.now();
    const response = await gateway.inject({ method: 'GET', url: '/api/ads/banner' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining('ads service is unavailable') });
    // …while routes of other services keep working.
    expect((await gateway.inject({ method: 'GET', url: '/api/universities' })).statusCode).toBe(200);
  });

  it('when an unknown /api path is called, then it answers a JSON 404', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('not found') });
  });

  it('when a body is malformed JSON, then the answer is a 400 JSON error, not a 500', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/universities',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Malformed JSON body' });
  });

  it('when a POST carries a JSON content type but no body, then it is accepted as no body', async () => {
    const response = await gateway.inject({ method: 'POST', url: '/api/universities', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toContain('Malformed');
  });

  it('when a body fails validation, then the answer names the field', async () => {
    const response = await gateway.inject({ method: 'POST', url: '/api/universities', payload: { name: 5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('name');
  });

  it('when the content type is not accepted, then the answer is 415 JSON', async () => {
    const response = await gateway.inject({ method: 'POST', url: '/api/universities', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });

  it('when an admin route is called without a token, with a visitor token or with an admin token, then 401, 403, 200', async () => {
    expect((await gateway.inject({ method: 'GET', url: '/api/admin/universities' })).statusCode).toBe(401);
    const forbidden = await gateway.inject({ method: 'GET', url: '/api/admin/universities', headers: visitor });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ success: false, message: 'Administrator access required' });
    expect((await gateway.inject({ method: 'GET', url: '/api/admin/universities', headers: admin })).statusCode).toBe(200);
  });

  it('when a forged or expired token is sent, then the gateway refuses it before proxying', async () => {
    const forged = createTokenService('another-secret-0123456789').sign({ sub: 'a', username: 'x', role: 'admin', sid: 'forged' }, 60);
    const expired = await redis.adminToken('a', -10);
    for (const token of [forged, expired]) {
      const response = await gateway.inject({ method: 'POST', url: '/admin/upload/csv', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('when the home page is requested, then index.html is served', async () => {
    const home = await gateway.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('<title>Dalil</title>');
  });

  it('when a page route is requested, then the web app is served; an unknown asset is a 404', async () => {
    const page = await gateway.inject({ method: 'GET', url: '/universities/abc' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    // An ad's image may live on the advertiser's https host; scripts may not.
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: https:");
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect((await gateway.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('when a hashed asset is asked for with brotli or gzip accepted, then the precompressed file is sent, cached for a year', async () => {
    const brotli = await gateway.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("دليل");'.repeat(50));
    const gzip = await gateway.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await gateway.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("دليل");'.repeat(50));
  });

  it('when GET /admin (the panel page) is requested, then it is the web app, while POST /admin/login goes to auth', async () => {
    expect((await gateway.inject({ method: 'GET', url: '/admin' })).headers['content-type']).toContain('text/html');
    expect((await gateway.inject({ method: 'POST', url: '/admin/login', payload: {} })).statusCode).toBe(503);
  });

  it('when /healthz is asked, then it reports each service and is 503 while some are down', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body.data.services.catalogue.ready).toBe(true);
    expect(body.data.services.ads.ready).toBe(false);
    // /api/health tells the same truth, never 200 with services down.
    const api = await gateway.inject({ method: 'GET', url: '/api/health' });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toMatchObject({ success: false, data: { services: { ads: { ready: false } } } });
    expect(api.json().message).toBe('not ready: ads, auth, config, jobs');
  });

  it('when the catalogue answers but other services are down, then /readyz keeps the gateway in rotation and names them', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'not ready: ads, auth, config, jobs', data: { status: 'degraded', services: { catalogue: { state: 'ready' }, jobs: { state: 'down' } } } });
  });

  it('when a service runs without Redis, then health names it degraded and what it lacks', async () => {
    const degraded = createServiceApp({ name: 'catalogue', jwtSecret: SECRET, logLevel: 'silent', readinessChecks: { redis: () => Promise.reject(new Error('down')) } });
    await degraded.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(degraded.server.address() as net.AddressInfo).port}`;
    const all = { CATALOGUE_URL: url, ADS_URL: url, AUTH_URL: url, CONFIG_URL: url, JOBS_URL: url };
    const probe = await buildGateway({ config: { ...gatewayConfig, ...all }, redis: redis.redis });
    try {
      const health = await probe.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ success: true, data: { status: 'degraded', services: { catalogue: { state: 'degraded', degraded: ['redis'] } } } });
      expect(health.json().message).toContain('catalogue (without redis)');
      expect((await probe.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await probe.close();
      await degraded.close();
    }
  });

  it('when the OpenAPI document is requested, then it is served from the contracts', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ openapi: '3.0.3', info: { title: 'Dalil API' } });
  });

  it('when one client exceeds the rate limit, then it gets 429 JSON while others still pass', async () => {
    const limited = await buildGateway({ config: { ...gatewayConfig, RATE_LIMIT_MAX: 3 }, redis: redis.redis });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await limited.inject({ method: 'GET', url: '/api/universities', remoteAddress: '203.0.113.9' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await limited.inject({ method: 'GET', url: '/api/universities', remoteAddress: '203.0.113.9' });
      expect(refused.json()).toMatchObject({ success: false, message: expect.stringContaining('Too many requests') });
      // The refusal says when to retry and carries the counters; allowed answers (cacheable, shared by the edge) carry none.
      expect(refused.headers).toMatchObject({ 'retry-after': expect.any(String), 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0' });
      const other = await limited.inject({ method: 'GET', url: '/api/universities', remoteAddress: '203.0.113.10' });
      expect(other.statusCode).toBe(200);
      expect(other.headers['x-ratelimit-remaining']).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '@dalil/service-kit/create-service';
import { loadConfig } from '@dalil/service-kit/config';
import { buildGateway } from '../src/app.ts';
import { ZGatewayEnv } from '../src/config.ts';
import { openGatewayRedis } from './support.ts';

const SECRET = 'gateway-results-limit-secret-0123456789';

describe('results lookup limit', () => {
  let upstream: ReturnType<typeof createServiceApp>;
  let redis: Awaited<ReturnType<typeof openGatewayRedis>>;
  const gateways: FastifyInstance[] = [];
  let configFor: (store: 'memory' | 'redis') => ReturnType<typeof loadConfig<typeof ZGatewayEnv>>;

  beforeAll(async () => {
    redis = await openGatewayRedis(SECRET);
    upstream = createServiceApp({ name: 'catalogue', tokens: redis.tokens, logLevel: 'silent' });
    upstream.get('/api/results/years', async () => ({ success: true, data: [] }));
    upstream.get('/api/results/:seat', async () => ({ success: true, data: {} }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as net.AddressInfo).port}`;
    configFor = (store) =>
      loadConfig(ZGatewayEnv, {
        LOG_LEVEL: 'silent',
        JWT_SECRET: SECRET,
        REDIS_PREFIX: redis.prefix,
        CATALOGUE_URL: upstreamUrl,
        WEB_DIST: '/nonexistent-web-dist',
        RESULTS_RATE_LIMIT_MAX: '3',
        RATE_LIMIT_STORE: store,
      });
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await upstream?.close();
    await redis?.close();
  });

  const open = async (store: 'memory' | 'redis') => {
    const gateway = await buildGateway({ config: configFor(store), redis: redis.redis });
    gateways.push(gateway);
    return gateway;
  };
  const lookup = (gateway: FastifyInstance, seat: number, address: string) => gateway.inject({ method: 'GET', url: `/api/results/${seat}?year=2025`, remoteAddress: address });

  it('when one address looks up more seats a minute than allowed, then it gets a clear 429 while another address and the years list still answer', async () => {
    const gateway = await open('memory');
    const statuses = [];
    for (let seat = 100_000; seat < 100_005; seat++) statuses.push((await lookup(gateway, seat, '203.0.113.20')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Answers the edge may share between students carry no per-client counters; a refusal says when to retry.
    const allowed = await lookup(gateway, 100_020, '203.0.113.22');
    expect(Object.keys(allowed.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    const refused = await lookup(gateway, 100_010, '203.0.113.20');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many result lookups from your address \(at most 3 a minute\)\. Try again in \d+ seconds\.$/) });
    expect((await lookup(gateway, 100_011, '203.0.113.21')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const years = await gateway.inject({ method: 'GET', url: '/api/results/years', remoteAddress: '203.0.113.20' });
      expect(years.statusCode).toBe(200);
      expect(Object.keys(years.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    }
  });

  it('when RATE_LIMIT_STORE=redis, then two gateway replicas share one address\'s lookup count', async () => {
    const [first, second] = [await open('redis'), await open('redis')];
    expect((await lookup(first, 200_000, '203.0.113.30')).statusCode).toBe(200);
    expect((await lookup(second, 200_001, '203.0.113.30')).statusCode).toBe(200);
    expect((await lookup(first, 200_002, '203.0.113.30')).statusCode).toBe(200);
    expect((await lookup(second, 200_003, '203.0.113.30')).statusCode).toBe(429);
  });
});

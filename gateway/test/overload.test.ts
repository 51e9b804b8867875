import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '@dalil/service-kit/create-service';
import { loadConfig } from '@dalil/service-kit/config';
import { OVERLOAD_MESSAGE } from '@dalil/service-kit/overload';
import { fallBehind, until } from '@dalil/service-kit/testing';
import { buildGateway } from '../src/app.ts';
import { ZGatewayEnv } from '../src/config.ts';
import { openGatewayRedis } from './support.ts';

const SECRET = 'gateway-overload-secret-0123456789abcdef';

describe('gateway load shedding', () => {
  let upstream: ReturnType<typeof createServiceApp>;
  let gateway: FastifyInstance;
  let redis: Awaited<ReturnType<typeof openGatewayRedis>>;
  let asked = 0;

  beforeAll(async () => {
    redis = await openGatewayRedis(SECRET);
    upstream = createServiceApp({ name: 'catalogue', tokens: redis.tokens, logLevel: 'silent' });
    upstream.get('/api/results/:seat', async () => {
      asked++;
      return { success: true, data: {} };
    });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const config = loadConfig(ZGatewayEnv, {
      LOG_LEVEL: 'silent',
      JWT_SECRET: SECRET,
      REDIS_PREFIX: redis.prefix,
      CATALOGUE_URL: `http://127.0.0.1:${(upstream.server.address() as net.AddressInfo).port}`,
      WEB_DIST: '/nonexistent-web-dist',
    });
    expect(config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS).toBe(1000);
    gateway = await buildGateway({ config, redis: redis.redis, overload: { maxEventLoopDelayMs: 50, sampleIntervalMs: 100 } });
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await redis?.close();
  });

  it('when the gateway falls behind, then a lookup gets 503 with Retry-After at once (the service is not asked) and readiness still answers', async () => {
    const lookup = (seat: number) => gateway.inject(`/api/results/${seat}?year=2025`);
    expect((await lookup(100_001)).statusCode).toBe(200);
    const stop = fallBehind();
    try {
      const shed = await until(() => lookup(100_002), (answer) => answer.statusCode === 503, 10_000, 25);
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json()).toEqual({ success: false, message: OVERLOAD_MESSAGE });
      // A shed request never reaches the service.
      const askedBefore = asked;
      expect((await lookup(100_004)).statusCode).toBe(503);
      expect(asked).toBe(askedBefore);
      const ready = await gateway.inject('/readyz');
      expect(ready.json()).not.toEqual({ success: false, message: OVERLOAD_MESSAGE });
    } finally {
      stop();
    }
    expect((await until(() => lookup(100_003), (answer) => answer.statusCode === 200, 10_000, 25)).statusCode).toBe(200);
  });
});

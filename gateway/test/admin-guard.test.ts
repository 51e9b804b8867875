import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.ts';
import { ZGatewayEnv } from '../src/config.ts';
import { ROUTE_TABLE } from '../src/route-table.ts';
import { openGatewayRedis } from './support.ts';

const SECRET = 'gateway-admin-guard-test-secret';

/** A port that was free a moment ago and now has nobody listening: every upstream is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('gateway admin guard', () => {
  let gateway: FastifyInstance;
  let redis: Awaited<ReturnType<typeof openGatewayRedis>>;
  let admin: string;
  let visitor: string;
  let expiredAdmin: string;

  beforeAll(async () => {
    redis = await openGatewayRedis(SECRET);
    admin = await redis.adminToken();
    expiredAdmin = await redis.adminToken('a', -5);
    visitor = redis.visitorToken();
    const upstream = `http://127.0.0.1:${await closedPort()}`;
    const config = ZGatewayEnv.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: SECRET,
      REDIS_PREFIX: redis.prefix,
      CATALOGUE_URL: upstream,
      ADS_URL: upstream,
      AUTH_URL: upstream,
      CONFIG_URL: upstream,
      JOBS_URL: upstream,
      RATE_LIMIT_MAX: '100000',
      WEB_DIST: '/nonexistent-web-dist',
    });
    gateway = await buildGateway({ config, redis: redis.redis });
    await gateway.ready();
  });
  afterAll(async () => {
    await gateway?.close();
    await redis?.close();
  });

  const adminRoutes = ROUTE_TABLE.filter((route) => route.admin);

  it('when the routing table is read, then every admin path family of the spec is guarded', () => {
    const prefixes = adminRoutes.map((r) => r.prefix);
    for (const family of ['/api/admin/universities', '/api/admin/programs', '/api/admin/scholarships', '/api/admin/ads', '/api/admin/services-config', '/enhanced-admin/scrape', '/enhanced-admin/banner-ads', '/admin/upload']) {
      expect(prefixes).toContain(family);
    }
    // Sign-in itself must stay open.
    expect(ROUTE_TABLE.filter((r) => r.prefix.endsWith('/login')).every((r) => !r.admin)).toBe(true);
  });

  for (const route of adminRoutes) {
    const method = route.methods?.[0] ?? 'GET';
    const url = `${route.prefix}/some-id`;

    it(`when ${method} ${route.prefix} is called without a token, then the gateway answers 401 before proxying`, async () => {
      const response = await gateway.inject({ method, url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false });
    });

    it(`when ${method} ${route.prefix} is called with a visitor token, then the gateway answers 403`, async () => {
      const response = await gateway.inject({ method, url, headers: { authorization: `Bearer ${visitor}` } });
      expect(response.statusCode).toBe(403);
    });

    it(`when ${method} ${route.prefix} is called with an expired admin token, then the gateway answers 401`, async () => {
      const response = await gateway.inject({ method, url, headers: { authorization: `Bearer ${expiredAdmin}` } });
      expect(response.statusCode).toBe(401);
    });

    it(`when ${method} ${route.prefix} is called with an admin token, then the request passes the guard to the (down) service`, async () => {
      const response = await gateway.inject({ method, url, headers: { authorization: `Bearer ${admin}` } });
      expect(response.statusCode).toBe(503);
    });
  }
});

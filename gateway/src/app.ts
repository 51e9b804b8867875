import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import type { Redis } from 'ioredis';
import { Pool } from 'undici';
import { claimsOf, createTokenService, type TokenService } from '@dalil/service-kit/auth';
import { errorEnvelope, tolerateEmptyJson } from '@dalil/service-kit/create-service';
import type { TGatewayConfig } from './config.ts';
import { ROUTE_TABLE, serviceUrls, type ProxyRoute, type ServiceName } from './route-table.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { checkServices } from './health.ts';

export interface GatewayDependencies {
  config: TGatewayConfig;
  /** Shared rate-limit counters across gateway replicas; without it counters are per process. */
  redis?: Redis;
}

const UNAVAILABLE = (service: string) => ({
  success: false,
  message: `The ${service} service is unavailable, please try again shortly`,
});

/**
 * The gateway holds no business logic: it checks admin tokens, limits rates, adds security
 * headers and request ids, proxies by the routing table and serves the web app.
 */
export async function buildGateway({ config, redis }: GatewayDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, base: { service: 'gateway' }, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    bodyLimit: 5 * 1024 * 1024,
  });
  app.setErrorHandler(errorEnvelope);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await registerSecurity(app, config, redis);

  const tokens = createTokenService(config.JWT_SECRET);
  const answered = new WeakSet<object>();
  const urls = serviceUrls(config);
  // One connection pool per service, shared by all of its routes (not one pool per prefix).
  const pools = Object.fromEntries(
    Object.entries(urls).map(([service, url]) => [
      service,
      new Pool(url, { connections: 128, pipelining: 1, connectTimeout: 1_000, headersTimeout: 60_000, bodyTimeout: 0, keepAliveTimeout: 30_000 }),
    ]),
  ) as Record<ServiceName, Pool>;
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(pools).map((pool) => pool.close()));
  });
  const proxy = async (scope: FastifyInstance, route: ProxyRoute) => {
    await scope.register(httpProxy, {
      upstream: urls[route.service],
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      // JSON bodies are parsed (and refused if malformed) here, so a failed upstream never
      // tears down the client's connection; uploads stream through untouched.
      proxyPayloads: route.streamBody === true,
      httpMethods: route.methods ?? ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
      preHandler: route.admin ? adminGuard(tokens, route) : undefined,
      undici: pools[route.service],
      replyOptions: {
        // The client address is the gateway's decision (see TRUST_PROXY), never a client's claim.
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-request-id': request.id, 'x-forwarded-for': request.ip }),
        onError: (reply, { error }) => {
          // Answer once, even if the proxy reports one failed call more than once.
          if (reply.sent || answered.has(reply)) return;
          answered.add(reply);
          reply.log.warn({ err: error, service: route.service }, 'upstream failed');
          const code = (error as { code?: string }).code;
          // Timeouts and refused connections alike: the service is not answering.
          const status = code === 'FST_REPLY_FROM_GATEWAY_TIMEOUT' ? 504 : 503;
          void reply.code(status).send(UNAVAILABLE(route.service));
        },
      },
    });
  };
  // Two scopes: parsed JSON bodies for the API, raw streams for uploads (each scope owns its
  // content-type parsers).
  await app.register(async (scope) => {
    tolerateEmptyJson(scope);
    for (const route of ROUTE_TABLE.filter((r) => !r.streamBody)) await proxy(scope, route);
  });
  await app.register(async (scope) => {
    for (const route of ROUTE_TABLE.filter((r) => r.streamBody)) await proxy(scope, route);
  });

  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    const services = await checkServices(urls);
    const healthy = Object.values(services).every((s) => s.ready);
    reply.code(healthy ? 200 : 503);
    return { success: healthy, data: { status: healthy ? 'ready' : 'degraded', services } , ...(healthy ? {} : { message: 'Some services are not ready' }) };
  });
  app.get('/api/health', { logLevel: 'warn' }, async () => ({ success: true, data: { services: await checkServices(urls) } }));

  await registerOpenApi(app);
  await registerWebApp(app, config.WEB_DIST);
  return app;
}

function adminGuard(tokens: TokenService, route: ProxyRoute) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (route.cookieAuth && !request.headers.authorization) {
      const cookie = /(?:^|;\s*)dalil_admin=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
      if (cookie) request.headers.authorization = `Bearer ${decodeURIComponent(cookie)}`;
    }
    claimsOf(tokens, request, 'admin');
  };
}

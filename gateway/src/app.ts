import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import replyFrom from '@fastify/reply-from';
import type { Redis } from 'ioredis';
import { adminClaimsOf, createTokenService, type TokenService } from '@dalil/service-kit/auth';
import { createAdminSessions } from '@dalil/service-kit/admin-sessions';
import { errorEnvelope, tolerateEmptyJson, trackDependencyFailures } from '@dalil/service-kit/create-service';
import { clientErrorHandler, frameworkErrors } from '@dalil/service-kit/protocol-errors';
import { closeAfterRefusedBody } from '@dalil/service-kit/refused-body';
import { instrumentHttp } from '@dalil/service-kit/metrics';
import { lazyRequestLogger } from '@dalil/service-kit/request-logger';
import { ALWAYS_ANSWER, shedLoadWhenOverloaded, type OverloadOptions } from '@dalil/service-kit/overload';
import type { Registry } from 'prom-client';
import type { TGatewayConfig } from './config.ts';
import { JSON_BODY_LIMITS as BODY_LIMITS } from '@dalil/contracts/api/operation';
import { ROUTE_TABLE, serviceUrls, type ProxyRoute, type ServiceName } from './route-table.ts';
import { createLookupCoalescer } from './proxy/lookup-coalescer.ts';
import { createBufferedProxy, type BufferedProxy } from './proxy/buffered-proxy.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { checkServices, describeHealth } from './health.ts';
import { errorCode } from '@dalil/service-kit/errors';
import { lazyQuery } from './lazy-query.ts';

export interface GatewayDependencies {
  config: TGatewayConfig;
  /** Administrators' sessions (checked on every admin request), and rate-limit counters when RATE_LIMIT_STORE=redis. */
  redis: Redis;
  /** Counts and times every request by route pattern into this registry (server.ts serves it). */
  metrics?: Registry;
  /** Load shedding; default: OVERLOAD_MAX_EVENT_LOOP_DELAY_MS from the config (tests sample faster). */
  overload?: OverloadOptions;
}

const UNAVAILABLE = (service: string) => ({
  success: false,
  message: `The ${service} service is unavailable, please try again shortly`,
});

/**
 * The gateway holds no business logic: it checks admin tokens, limits rates, adds security
 * headers and request ids, proxies by the routing table and serves the web app.
 */
export async function buildGateway({ config, redis, metrics, overload }: GatewayDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      base: { service: 'gateway' },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      hooks: {
        // reply-from logs every failed upstream call with two full stack traces; the proxy's
        // onError below writes one line instead (upstream, error code, request id).
        logMethod(args, method) {
          if (args[1] === 'response errored') return;
          method.apply(this, args);
        },
      },
    },
    frameworkErrors,
    clientErrorHandler,
    childLoggerFactory: lazyRequestLogger,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    bodyLimit: BODY_LIMITS.public,
    // A route's wildcard carries the rest of the path; the service judges its parameters.
    routerOptions: { maxParamLength: 2048, querystringParser: lazyQuery },
  });
  app.setErrorHandler(errorEnvelope);
  // Admin requests refused while the session store is away: one outage line, not one per request.
  trackDependencyFailures(app, { redis, probes: { Redis: () => redis.ping() } });
  // First of the request hooks: a refused request costs nothing more (no rate-limit count, no proxying).
  shedLoadWhenOverloaded(app, overload ?? { maxEventLoopDelayMs: config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS });
  if (metrics) instrumentHttp(app, metrics);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await registerSecurity(app, config, config.RATE_LIMIT_STORE === 'redis' ? redis : undefined);
  closeAfterRefusedBody(app);

  const tokens = createTokenService(config.JWT_SECRET, { sessions: createAdminSessions(redis, config.REDIS_PREFIX) });
  const urls = serviceUrls(config);
  // One reply-from instance and one undici agent (a pool per service origin) for every route.
  await app.register(replyFrom, {
    undici: { connections: 128, pipelining: 1, connectTimeout: 1_000, headersTimeout: 60_000, bodyTimeout: 0, keepAliveTimeout: 30_000 },
    maxRetriesOn503: 0,
    // Two info lines per proxied request ('fetching…', 'received') would double the log.
    disableRequestLogging: true,
  });
  // Public reads take the buffered fast path (one pool per service); everything else reply-from.
  const buffered: Record<ServiceName, BufferedProxy> = {
    catalogue: createBufferedProxy(urls.catalogue),
    ads: createBufferedProxy(urls.ads),
    auth: createBufferedProxy(urls.auth),
    config: createBufferedProxy(urls.config),
    jobs: createBufferedProxy(urls.jobs),
  };
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(buffered).map((proxy) => proxy.close()));
  });
  const proxyTo = (route: ProxyRoute) => {
    const upstream = urls[route.service];
    // Timeouts and refused connections alike: the service is not answering. Its outage log writes
    // one line when it starts (with the first request's id), a summary while it lasts and one when
    // its /healthz answers again — never a line per request.
    const outage = app.dependencyFailures.outages.get(`the ${route.service} service`, () => fetchHealth(upstream));
    const logFailure = (request: Pick<FastifyRequest, 'id'>, error: unknown) => {
      const code = errorCode(error instanceof Error ? error.cause : undefined) ?? errorCode(error);
      outage.failed(code ? Object.assign(new Error(`${upstream} does not answer`), { code }) : error, { reqId: request.id, upstream: route.service, url: upstream, code });
    };
    const fast = !route.admin && !route.cookieAuth && !route.streamBody ? buffered[route.service] : undefined;
    const unavailable = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
      logFailure(request, error);
      if (!reply.sent) void reply.code(503).send(UNAVAILABLE(route.service));
    };
    // Results day: the lookups read in one turn of the event loop go to the catalogue together.
    const lookups = fast && route.resultsLookups ? createLookupCoalescer(fast, unavailable) : undefined;
    return (request: FastifyRequest, reply: FastifyReply) => {
      if (fast && (request.method === 'GET' || request.method === 'HEAD')) {
        return lookups?.lookup(request, reply) ?? fast.forward(request, reply, (error) => unavailable(request, reply, error));
      }
      return reply.from(upstream + request.url, {
        // The client address is the gateway's decision (see TRUST_PROXY), never a client's claim.
        rewriteRequestHeaders: (_request, headers) => ({ ...headers, 'x-request-id': request.id, 'x-forwarded-for': request.ip }),
        // JSON answers need no page policies (CSP and friends go on pages); nosniff still applies.
        rewriteHeaders: (headers) => ({ ...headers, 'x-content-type-options': 'nosniff' }),
        onError: (failed, { error }) => {
          if (failed.sent) return;
          logFailure(failed.request, error);
          void failed.code(503).send(UNAVAILABLE(route.service));
        },
      });
    };
  };
  const register = (scope: FastifyInstance, route: ProxyRoute) => {
    const options = {
      method: route.methods ?? ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // Before the body is read: a caller without a token is refused without sending it (401, not 413).
      preParsing: route.admin ? adminGuard(tokens, route) : undefined,
      bodyLimit: route.admin ? BODY_LIMITS.admin : BODY_LIMITS.public,
      handler: proxyTo(route),
      // helmet's page headers are for documents; skipping them here is a measurable share of
      // the gateway's per-request cost (the bull-board pages keep them).
      helmet: route.cookieAuth ? undefined : (false as const),
    };
    scope.route({ ...options, url: route.prefix });
    scope.route({ ...options, url: `${route.prefix}/*`, config: route.resultsLookups ? { rateLimit: resultsLookupLimit(config) } : undefined });
  };
  // Two scopes with their own body parsers: API bodies are parsed (malformed JSON refused here,
  // and a down service answered with a clean 503), uploads stream through untouched.
  await app.register(async (scope) => {
    tolerateEmptyJson(scope);
    for (const route of ROUTE_TABLE.filter((r) => !r.streamBody)) register(scope, route);
  });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    for (const route of ROUTE_TABLE.filter((r) => r.streamBody)) register(scope, route);
  });

  // /healthz and /api/health answer alike: 200 when every service serves its core reads (some
  // may run degraded, named), else 503 with each one's state.
  const health = async (_request: FastifyRequest, reply: FastifyReply) => {
    const services = await checkServices(urls);
    const healthy = Object.values(services).every((s) => s.ready);
    const status = Object.values(services).every((s) => s.state === 'ready') ? 'ready' : 'degraded';
    reply.code(healthy ? 200 : 503);
    const summary = describeHealth(services);
    return { success: healthy, data: { status, services }, ...(summary ? { message: summary } : {}) };
  };
  app.get('/healthz', { logLevel: 'warn', config: ALWAYS_ANSWER }, health);
  app.get('/api/health', { logLevel: 'warn' }, health);
  // The load balancer's probe: in rotation while the public pages can be served (the catalogue
  // answers), even with other services degraded or down — they answer 503 on their own routes.
  app.get('/readyz', { logLevel: 'warn', config: ALWAYS_ANSWER }, async (_request, reply) => {
    const services = await checkServices(urls);
    const ready = services.catalogue.ready;
    reply.code(ready ? 200 : 503);
    const summary = describeHealth(services);
    return ready
      ? { success: true, data: { status: summary ? 'degraded' : 'ready', services }, ...(summary ? { message: summary } : {}) }
      : { success: false, message: `The gateway cannot serve the catalogue: ${summary}`, data: { status: 'not-ready', services } };
  });

  await registerOpenApi(app);
  await registerWebApp(app, config.WEB_DIST);
  return app;
}

/** Whether a service's /healthz answers (the outage log's probe). */
async function fetchHealth(serviceUrl: string): Promise<void> {
  const response = await fetch(`${serviceUrl}/healthz`, { signal: AbortSignal.timeout(1_000) });
  if (!response.ok) throw new Error(`${serviceUrl}/healthz answered ${response.status}`);
}

function adminGuard(tokens: TokenService, route: ProxyRoute) {
  return async <P>(request: FastifyRequest, _reply: FastifyReply, payload: P): Promise<P> => {
    if (route.cookieAuth && !request.headers.authorization) {
      const cookie = /(?:^|;\s*)dalil_admin=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
      if (cookie) request.headers.authorization = `Bearer ${decodeURIComponent(cookie)}`;
    }
    await adminClaimsOf(tokens, request);
    return payload;
  };
}

/** Lookups by seat number get their own per-address budget (years and statistics have their own routes under the global one). */
function resultsLookupLimit(config: TGatewayConfig) {
  return {
    max: config.RESULTS_RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number; max: number }) => ({
      statusCode: 429,
      success: false,
      message: `Too many result lookups from your address (at most ${context.max} a minute). Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  };
}

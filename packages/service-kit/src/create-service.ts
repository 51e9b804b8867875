import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { createDatabase, type DatabaseHandle } from './database.ts';
import { AppError, TooManyRequests, errorCode } from './errors.ts';
import { createTokenService, type TokenService } from './auth.ts';
import { clientErrorHandler, frameworkErrors } from './protocol-errors.ts';
import { lazyRequestLogger } from './request-logger.ts';
import { createMetricsRegistry, instrumentHttp, metricsRoute, poolGauges } from './metrics.ts';
import { ALWAYS_ANSWER, OVERLOAD_ERROR_CODE, shedLoadWhenOverloaded, type OverloadOptions } from './overload.ts';
import type { Registry } from 'prom-client';
import type { ServiceContext } from './service-context.ts';

function buildFastify(deps: ServiceDependencies) {
  return Fastify({
    logger: {
      level: deps.logLevel ?? 'info',
      base: { service: deps.name },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: deps.bodyLimit ?? 1024 * 1024,
    trustProxy: true,
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
    childLoggerFactory: lazyRequestLogger,
  }).withTypeProvider<ZodTypeProvider>();
}

/** A service's Fastify instance, typed for zod route schemas. */
export type ServiceApp = ReturnType<typeof buildFastify>;

/** An encapsulated scope (`app.register(async (scope) => …)`) typed like its service for zod route schemas. */
export function serviceScope(scope: FastifyInstance): ServiceApp {
  return scope.withTypeProvider<ZodTypeProvider>();
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The service's Prometheus registry (GET /metrics); features add their own gauges to it. */
    metrics: Registry;
    /** PostgreSQL pools reported in `dalil_db_pool_connections` (the service's, and any openFeaturePool opened). */
    databasePools: Record<string, pg.Pool>;
  }
}

export interface ServiceDependencies {
  name: string;
  database?: DatabaseHandle;
  redis?: Redis;
  /** The service context's token service (it checks administrators' sessions in Redis). */
  tokens?: TokenService;
  /** Only for an app without a context: its admin tokens can never pass (no session store). */
  jwtSecret?: string;
  logLevel?: string;
  /** Extra readiness checks beyond database and Redis (e.g. a queue connection). */
  readinessChecks?: Record<string, () => Promise<unknown>>;
  /**
   * The checks the service's core reads need (default: the database). Any of them down: not
   * ready (503). Any other check down: ready but degraded (200, named), so a load balancer keeps
   * the service in rotation while, say, Redis is away and only queue features answer 503.
   */
  requiredChecks?: string[];
  bodyLimit?: number;
  /** Load shedding (off when absent): see overload.ts. */
  overload?: OverloadOptions;
}

/** What every service's app takes from its context: name, clients, tokens, log level and load shedding. */
export function contextDependencies(ctx: ServiceContext) {
  return {
    name: ctx.name,
    database: ctx.database,
    redis: ctx.redis,
    tokens: ctx.tokens,
    logLevel: ctx.config.LOG_LEVEL,
    overload: { maxEventLoopDelayMs: ctx.config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS },
  } satisfies ServiceDependencies;
}

/**
 * A pool of a feature's own, beside the service's (same database and schema, its own
 * connections): reported in the pool gauges as `<service>-<feature>` and closed with the app.
 */
export function openFeaturePool(app: ServiceApp, ctx: ServiceContext, feature: string, max: number): pg.Pool {
  const name = `${ctx.name}-${feature}`;
  const handle = createDatabase(ctx.config.DATABASE_URL, { schema: ctx.schema, max, applicationName: `dalil-${name}` });
  app.databasePools[name] = handle.pool;
  app.addHook('onClose', async () => handle.close());
  return handle.pool;
}

/**
 * The Fastify app every service starts from: zod validation, request ids, the error envelope,
 * /healthz and /readyz, and a token verifier for admin routes. Routes are registered by the
 * service on the returned instance.
 */
export function createServiceApp(deps: ServiceDependencies): ServiceApp {
  const app = buildFastify(deps);
  shedLoadWhenOverloaded(app, deps.overload ?? {});

  tolerateEmptyJson(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A callback hook, not an async one: it runs on every request, and a promise each costs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.setErrorHandler(errorEnvelope);
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });

  if (!deps.tokens && !deps.jwtSecret) throw new Error(`${deps.name}: createServiceApp needs tokens or jwtSecret`);
  const tokens = deps.tokens ?? createTokenService(deps.jwtSecret!);
  app.decorate('tokens', tokens);

  const metrics = createMetricsRegistry(deps.name);
  app.decorate('metrics', metrics);
  instrumentHttp(app, metrics);
  const databasePools: Record<string, pg.Pool> = deps.database ? { [deps.name]: deps.database.pool } : {};
  app.decorate('databasePools', databasePools);
  poolGauges(metrics, () => databasePools);
  metricsRoute(app, metrics);

  app.get('/healthz', { logLevel: 'warn', config: ALWAYS_ANSWER }, async () => ({ success: true, data: { status: 'alive', service: deps.name } }));
  app.get('/readyz', { logLevel: 'warn', config: ALWAYS_ANSWER }, async (_request, reply) => {
    const readiness = await checkReadiness(deps);
    reply.code(readiness.status === 'not-ready' ? 503 : 200);
    if (readiness.status === 'not-ready') {
      return { success: false, message: `${deps.name} is not ready: ${readiness.down.join(', ')} down`, data: { service: deps.name, ...readiness } };
    }
    return { success: true, data: { service: deps.name, ...readiness } };
  });

  return app;
}

export interface Readiness {
  status: 'ready' | 'degraded' | 'not-ready';
  checks: Record<string, 'up' | 'down'>;
  /** Checks down that the core reads do not need. */
  degraded: string[];
  /** Checks down that the core reads need. */
  down: string[];
}

async function checkReadiness(deps: ServiceDependencies): Promise<Readiness> {
  const checks: Record<string, () => Promise<unknown>> = {};
  if (deps.database) checks.database = () => deps.database!.pool.query('select 1');
  if (deps.redis) checks.redis = () => deps.redis!.ping();
  Object.assign(checks, deps.readinessChecks);
  const required = new Set(deps.requiredChecks ?? ['database']);
  const results: Record<string, 'up' | 'down'> = {};
  await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      results[name] = await withTimeout(check(), 1_000).then(
        () => 'up' as const,
        () => 'down' as const,
      );
    }),
  );
  const failed = Object.keys(results).filter((name) => results[name] === 'down');
  const down = failed.filter((name) => required.has(name));
  const degraded = failed.filter((name) => !required.has(name));
  return { status: down.length ? 'not-ready' : degraded.length ? 'degraded' : 'ready', checks: results, degraded, down };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

const REDIS_DOWN = /Stream isn't writeable|Connection is closed|max retries per request/i;
const DATABASE_DOWN = /timeout exceeded when trying to connect|Connection terminated|terminating connection/i;

/** The 503 message for an error that means PostgreSQL or Redis is away, naming which when known. */
function dependencyUnavailable(error: FastifyError): string | undefined {
  const message = error.message ?? '';
  if (REDIS_DOWN.test(message) || error.name === 'MaxRetriesPerRequestError') {
    return 'The queue server (Redis) is unavailable, so this cannot be done right now; try again shortly';
  }
  const code = errorCode(error);
  if (DATABASE_DOWN.test(message) || (code && /^(57P0[1-3]|08\d\d\d)$/.test(code))) return 'The database is unavailable, please try again shortly';
  if (code && CONNECTION_ERRORS.has(code)) return 'A required service is unavailable, please try again shortly';
  return undefined;
}

/** The one place where errors become HTTP answers. 5xx internals are logged, never sent. */
export function errorEnvelope(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const errors = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || where,
      message: issue.message ?? 'is invalid',
    }));
    const message = errors.map((e) => (e.field === where ? e.message : `${e.field}: ${e.message}`)).join('; ');
    return reply.code(400).send({ success: false, message: `Invalid ${where}: ${message}`, errors });
  }
  // Load shed (overload.ts): under-pressure has set the status and Retry-After.
  if (error.code === OVERLOAD_ERROR_CODE) return reply.code(503).send({ success: false, message: error.message });
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    const body: Record<string, unknown> = { success: false, message: error.message };
    if (Array.isArray(error.details)) body.errors = error.details;
    if (error instanceof TooManyRequests && error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.statusCode).send(body);
  }
  const unavailable = dependencyUnavailable(error);
  if (unavailable) {
    // One line per request, no stack: an outage would otherwise flood the log.
    request.log.warn({ error: error.message, code: errorCode(error) }, 'dependency unavailable');
    return reply.code(503).send({ success: false, message: unavailable });
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) {
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, message: 'Internal server error' });
  }
  return reply.code(status).send({ success: false, message: clientMessage(error, status) });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported content type: ${error.message.replace(/^Unsupported Media Type:?\s*/i, '') || 'not accepted'}`;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return "Body cannot be empty when content-type is set to 'application/json'";
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    default:
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'Malformed JSON body';
      return status === 413 ? 'Request body is too large' : error.message;
  }
}

/**
 * JSON parsing that treats an empty body as no body: the spec's web client sends a JSON
 * content type even on body-less POSTs (impressions, clicks).
 */
export function tolerateEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    void parseJson(request, body as string, done);
  });
}

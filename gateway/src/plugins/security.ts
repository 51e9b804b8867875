import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { TGatewayConfig } from '../config.ts';

/**
 * The hashes of the web build's own inline scripts (its csp.json, written by
 * web/build/landing-shell.ts): those scripts, and no other inline script, may run.
 */
function inlineScriptHashes(webDist: string): string[] {
  try {
    const declared: unknown = JSON.parse(readFileSync(path.join(webDist, 'csp.json'), 'utf8'));
    const scriptSrc = typeof declared === 'object' && declared !== null && 'scriptSrc' in declared ? declared.scriptSrc : undefined;
    return Array.isArray(scriptSrc) ? scriptSrc.filter((hash): hash is string => typeof hash === 'string' && /^'sha256-[A-Za-z0-9+/=]+'$/.test(hash)) : [];
  } catch {
    return []; // no web build (the gateway serves the API alone)
  }
}

/** Security headers, CORS for the web origin(s), and a per-IP rate limit on the API. */
export async function registerSecurity(app: FastifyInstance, config: TGatewayConfig, redis?: Redis): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.WEB_DIST)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Dalil's own images (uploaded photos and logos, /api/media) and ads' images, which an
        // administrator may point at the advertiser's own https address (as videos already may).
        imgSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", 'https:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.NODE_ENV === 'production',
  });
  const origins = config.WEB_ORIGIN.split(',').map((o) => o.trim()).filter(Boolean);
  await app.register(cors, { origin: origins.length ? origins : false, credentials: false });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}:gateway-rate:` } : {}),
    // A Redis outage must not take the API down with it.
    skipOnError: true,
    // Allowed answers carry no per-client counters: public reads are cacheable and the edge
    // shares them between visitors (a refusal still says when to retry, with the counters).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    allowList: (request) => !request.url.startsWith('/api') && !request.url.startsWith('/admin') && !request.url.startsWith('/ads') && !request.url.startsWith('/enhanced-admin'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
}

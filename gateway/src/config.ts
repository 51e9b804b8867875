import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const url = (fallback: string) => z.string().url().default(fallback);

export const ZGatewayEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().regex(/^[a-zA-Z0-9_-]+$/).default('dalil'),
  CATALOGUE_URL: url('http://127.0.0.1:4101'),
  ADS_URL: url('http://127.0.0.1:4102'),
  AUTH_URL: url('http://127.0.0.1:4103'),
  CONFIG_URL: url('http://127.0.0.1:4104'),
  JOBS_URL: url('http://127.0.0.1:4105'),
  /** Comma-separated origins allowed by CORS besides the gateway's own. */
  WEB_ORIGIN: z.string().default(''),
  /** Requests per minute per client IP across the API. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  /** Results lookups (GET /api/results/{seat}) per minute per client IP, counted apart from the rest. */
  RESULTS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  /**
   * Trust X-Forwarded-For from the client side: 'false' when the gateway is the edge (default),
   * 'true' behind a load balancer you run. The gateway always sends the client address it
   * decided on to the services, which trust only the gateway.
   */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /**
   * Where rate-limit counters live: 'memory' (per gateway replica, no extra hop per request —
   * the default, sized for results-day traffic) or 'redis' (exact across replicas).
   */
  RATE_LIMIT_STORE: z.enum(['memory', 'redis']).default('memory'),
  /** Load shedding: new requests get 503 while the event loop's mean delay is above this (ms); 0 turns it off. */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * Prometheus metrics (GET /metrics) on their own port, never on the public one; 0 turns them
   * off (and with them the per-request accounting).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
});
export type TGatewayConfig = z.infer<typeof ZGatewayEnv>;

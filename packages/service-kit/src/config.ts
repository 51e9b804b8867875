import { z } from 'zod';
import { weakSecretReason } from './secret-strength.ts';

/** Settings every service process reads. Services extend this with their own keys. */
export const ZBaseServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Prefix for every Redis key and BullMQ queue, so tests and stacks can share one Redis. */
  REDIS_PREFIX: z.string().regex(/^[a-zA-Z0-9_-]+$/).default('dalil'),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters'),
  /** How long start-up waits for PostgreSQL (and Redis where it is required); 0: as long as it takes. */
  DEPENDENCY_WAIT_SECONDS: z.coerce.number().int().min(0).default(0),
  /** Load shedding: new requests get 503 while the event loop's mean delay is above this (ms); 0 turns it off. */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
});
export type TBaseServiceEnv = z.infer<typeof ZBaseServiceEnv>;

export class ConfigError extends Error {}

/**
 * Parses the environment once at start-up. On failure it names every bad key in one message,
 * so a misconfigured deployment fails fast with a readable line.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): Readonly<z.infer<S>> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration — ${problems.join('; ')}`);
  }
  assertProductionSecret(result.data);
  return Object.freeze(result.data);
}

/** In production a short or well-known JWT_SECRET would let anyone forge an administrator's token: refuse to start. */
function assertProductionSecret(config: unknown): void {
  if (typeof config !== 'object' || config === null || !('NODE_ENV' in config) || !('JWT_SECRET' in config)) return;
  if (config.NODE_ENV !== 'production' || typeof config.JWT_SECRET !== 'string') return;
  const reason = weakSecretReason(config.JWT_SECRET);
  if (reason) throw new ConfigError(`Invalid configuration — JWT_SECRET is too weak for production: ${reason} (generate one with: openssl rand -base64 32)`);
}

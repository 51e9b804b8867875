import { z } from 'zod';

export const ZWorkersEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  /** GET /healthz (queue heartbeat) and /metrics of the workers process; 0 turns them off. */
  WORKERS_PORT: z.coerce.number().int().min(0).max(65535).default(4106),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().regex(/^[a-zA-Z0-9_-]+$/).default('dalil'),
  /** How long start-up waits for PostgreSQL and Redis; 0: as long as it takes. */
  DEPENDENCY_WAIT_SECONDS: z.coerce.number().int().min(0).default(0),
  /** Jobs each worker runs at once; the machine has few cores, so keep it small. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  UPLOAD_DIR: z.string().default('.data/uploads'),
  /** The system Chromium the scrapers open JavaScript pages with. */
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** Minimum time between two scraper requests to the same host. */
  SCRAPER_HOST_INTERVAL_MS: z.coerce.number().int().min(0).default(2_000),
});
export type TWorkersConfig = z.infer<typeof ZWorkersEnv>;

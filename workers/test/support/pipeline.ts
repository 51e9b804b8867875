/**
 * The jobs service and the workers on one fresh database (jobs and catalogue schemas migrated)
 * and Redis prefix: uploads go in through `inject`, workers run the real handlers in-process.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'bullmq';
import { loadConfig } from '@dalil/service-kit/config';
import { migrate } from '@dalil/service-kit/database';
import { openTestContext, TEST_REDIS_URL } from '@dalil/service-kit/testing';
import { buildApp, MIGRATIONS_DIRECTORY as JOBS_MIGRATIONS, ZJobsEnv } from '@dalil/jobs/testing';
import { MIGRATIONS_DIRECTORY as CATALOGUE_MIGRATIONS } from '@dalil/catalogue/testing';
import { ZWorkersEnv } from '../../src/config.ts';
import { startQueueWorkers } from '../../src/queue-workers.ts';
import { createWorkerContext } from '../../src/worker-context.ts';

/** `redisUrl`: a Redis of the test's own (fault tests stop it); default the shared test Redis. */
export async function openPipeline(options: { workers?: boolean; env?: Record<string, string>; redisUrl?: string } = {}) {
  const redisUrl = options.redisUrl ?? TEST_REDIS_URL;
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'dalil-pipeline-'));
  const { ctx, cleanup, database } = await openTestContext({
    name: 'jobs',
    schema: 'jobs',
    migrationsDirectory: JOBS_MIGRATIONS,
    envSchema: ZJobsEnv,
    env: { UPLOAD_DIR: uploadDir, UPLOAD_WAIT_MS: '10000', TEST_SCRAPE_WAIT_MS: '60000', REDIS_URL: redisUrl, ...options.env },
  });
  await migrate(ctx.database.pool, { schema: 'catalogue', directory: CATALOGUE_MIGRATIONS });
  const app = await buildApp(ctx);
  await app.ready();
  const workerEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: ctx.config.REDIS_PREFIX,
    UPLOAD_DIR: uploadDir,
    SCRAPER_HOST_INTERVAL_MS: '0',
    WORKER_CONCURRENCY: '1',
    WORKERS_PORT: '0',
  };
  const workerCtx = createWorkerContext(loadConfig(ZWorkersEnv, workerEnv));
  const workers: Worker[] = options.workers === false ? [] : startQueueWorkers(workerCtx, { concurrency: 1 });
  return {
    app,
    ctx,
    uploadDir,
    workerEnv,
    databaseUrl: database.url,
    catalogue: workerCtx.database('catalogue').pool,
    close: async () => {
      await Promise.all(workers.map((w) => w.close()));
      await workerCtx.close();
      await app.close();
      await cleanup();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

export { multipart } from '@dalil/jobs/testing';

export function resultsCsv(rows: number, firstSeat = 100_000): string {
  const lines = ['seat_number,student_name,stream,total_score'];
  for (let i = 0; i < rows; i++) lines.push(`${firstSeat + i},طالب ${i},science,${300 + (i % 100)}`);
  return `${lines.join('\n')}\n`;
}

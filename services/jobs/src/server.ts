import { startServiceProcess } from '@dalil/service-kit/run-service';
import { buildApp } from './app.ts';
import { MIGRATIONS_DIRECTORY, ZJobsEnv } from './config.ts';

// Job history and control live in Redis (the queues): the jobs service waits for it at start.
await startServiceProcess({ name: 'jobs', envSchema: ZJobsEnv, migrationsDirectory: MIGRATIONS_DIRECTORY, redis: 'required', buildApp });

import { startServiceProcess } from '@dalil/service-kit/run-service';
import { buildApp } from './app.ts';
import { MIGRATIONS_DIRECTORY, ZJobsEnv } from './config.ts';

await startServiceProcess({ name: 'jobs', envSchema: ZJobsEnv, migrationsDirectory: MIGRATIONS_DIRECTORY, buildApp });

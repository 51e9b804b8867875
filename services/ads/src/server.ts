import { startServiceProcess } from '@dalil/service-kit/run-service';
import { buildApp } from './app.ts';
import { MIGRATIONS_DIRECTORY, ZAdsEnv } from './config.ts';

await startServiceProcess({ name: 'ads', envSchema: ZAdsEnv, migrationsDirectory: MIGRATIONS_DIRECTORY, buildApp });

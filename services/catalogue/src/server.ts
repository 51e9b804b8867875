import { startServiceProcess } from '@dalil/service-kit/run-service';
import { buildApp } from './app.ts';
import { MIGRATIONS_DIRECTORY, ZCatalogueEnv } from './config.ts';

await startServiceProcess({ name: 'catalogue', envSchema: ZCatalogueEnv, migrationsDirectory: MIGRATIONS_DIRECTORY, buildApp });

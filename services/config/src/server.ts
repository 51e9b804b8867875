import { startServiceProcess } from '@dalil/service-kit/run-service';
import { buildApp } from './app.ts';
import { MIGRATIONS_DIRECTORY, ZConfigEnv } from './config.ts';

await startServiceProcess({ name: 'config', envSchema: ZConfigEnv, migrationsDirectory: MIGRATIONS_DIRECTORY, buildApp });

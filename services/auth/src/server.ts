import { startServiceProcess } from '@dalil/service-kit/run-service';
import { buildApp } from './app.ts';
import { MIGRATIONS_DIRECTORY, ZAuthEnv } from './config.ts';
import { prepareAuthService } from './prepare.ts';

await startServiceProcess({
  name: 'auth',
  envSchema: ZAuthEnv,
  migrationsDirectory: MIGRATIONS_DIRECTORY,
  buildApp,
  prepare: prepareAuthService,
});

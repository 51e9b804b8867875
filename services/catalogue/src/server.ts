import { startServiceProcess } from '@dalil/service-kit/run-service';
import { buildApp } from './app.ts';
import { MIGRATIONS_DIRECTORY, ZCatalogueEnv } from './config.ts';
import { seedCutoffs } from './results/seed-cutoffs.ts';
import { seedCareersAndCosts } from './careers/seed-careers-and-costs.ts';

await startServiceProcess({
  name: 'catalogue',
  envSchema: ZCatalogueEnv,
  migrationsDirectory: MIGRATIONS_DIRECTORY,
  buildApp,
  prepare: async (ctx, log) => {
    log.info(await seedCareersAndCosts(ctx.database.pool), 'seeded career fields and city living costs');
    const cutoffs = await seedCutoffs(ctx.database.pool);
    if (!cutoffs.skipped) log.info({ imported: cutoffs.imported }, 'seeded admission cut-offs');
  },
});

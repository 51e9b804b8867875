import { startServiceProcess } from '@dalil/service-kit/run-service';
import { buildApp } from './app.ts';
import { MIGRATIONS_DIRECTORY, ZCatalogueEnv } from './config.ts';
import { seedCutoffs } from './results/seed-cutoffs.ts';
import { seedPlacementRules } from './guidance/index.ts';
import { seedCareersAndCosts } from './careers/seed-careers-and-costs.ts';
import { seedSalaryFigures } from './careers/salary-figures.ts';
import { seedGrowthFigures } from './careers/growth-figures.ts';
import { seedLivingCostPrices } from './cost-of-living/living-cost-prices.ts';
import { SEED_DIRECTORY, seedCatalogue } from './seed/seed-catalogue.ts';
import { seedArabicTexts } from './seed/seed-arabic-texts.ts';
import { seedScholarshipWindows } from './scholarships/seed-scholarship-windows.ts';
import { seedUniversityFigures } from './universities/seed-university-figures.ts';
import { recordSeeded, seededWith, seedInputsFingerprint } from './seed/seed-inputs.ts';

const seedInputs = seedInputsFingerprint();

await startServiceProcess({
  name: 'catalogue',
  envSchema: ZCatalogueEnv,
  migrationsDirectory: MIGRATIONS_DIRECTORY,
  buildApp,
  // Seed files and program unchanged since the last complete seed: nothing new, so answer first.
  prepareLater: (ctx) => seededWith(ctx.database.pool, seedInputs),
  prepare: async (ctx, log) => {
    // The last complete seed had these very inputs: every row is already applied, and reading the
    // files again (thousands of cut-offs and institutes) would only take the new process's CPU.
    if (await seededWith(ctx.database.pool, seedInputs)) return;
    const catalogue = await seedCatalogue(ctx.database.pool);
    if (catalogue.problems.length) log.warn({ problems: catalogue.problems }, 'catalogue seed rows skipped');
    log.info(catalogue, 'seeded universities, faculties, scholarships and programs (new seed rows only)');
    log.info(await seedCareersAndCosts(ctx.database.pool), 'seeded career fields and city living costs');
    log.info(await seedSalaryFigures(ctx.database.pool, `${SEED_DIRECTORY}/career-salaries.csv`), 'seeded published salary figures');
    log.info(await seedGrowthFigures(ctx.database.pool, `${SEED_DIRECTORY}/career-growth.csv`), 'seeded published growth and demand indicators');
    log.info(await seedLivingCostPrices(ctx.database.pool, `${SEED_DIRECTORY}/cost-of-living.csv`), 'seeded published living-cost prices');
    const arabic = await seedArabicTexts(ctx.database.pool, SEED_DIRECTORY);
    if (arabic.problems.length) log.warn({ problems: arabic.problems }, 'Arabic text rows skipped');
    log.info(arabic, 'applied the Arabic versions of the published English texts (changed, unedited records only)');
    const windows = await seedScholarshipWindows(ctx.database.pool, SEED_DIRECTORY);
    if (windows.problems.length) log.warn({ problems: windows.problems }, 'scholarship window rows skipped');
    log.info(windows, 'seeded scholarship application windows and statuses (new or changed rows only)');
    const rules = await seedPlacementRules(ctx.database.pool);
    if (!rules.skipped) log.info(rules, 'seeded the Tansik placement rules (tansik-rules/*.csv)');
    const cutoffs = await seedCutoffs(ctx.database.pool);
    if (!cutoffs.skipped) log.info(cutoffs, 'seeded admission cut-offs and linked them to universities and faculties');
    if (cutoffs.link.unmatched.length) log.info({ unmatched: cutoffs.link.unmatched }, 'cut-off rows naming no catalogue university');
    const figures = await seedUniversityFigures(ctx.database.pool);
    if (figures.problems.length) log.warn({ problems: figures.problems }, 'university figures seed rows skipped');
    log.info(figures, 'seeded university fees, rankings, facts and links (new or changed rows only)');
    await recordSeeded(ctx.database.pool, seedInputs);
  },
});

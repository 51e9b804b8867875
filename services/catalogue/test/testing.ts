/**
 * The catalogue for harnesses outside it (package entry `@dalil/catalogue/testing`): the
 * gateway, worker, infra and end-to-end tests, the benchmarks and the evaluation tools. It
 * builds the app, seeds data and evaluates the chance model; production code uses
 * `@dalil/catalogue/worker` or HTTP.
 */
export { buildApp } from '../src/app.ts';
export { MIGRATIONS_DIRECTORY, ZCatalogueEnv } from '../src/config.ts';
export { completeFaculty } from '../src/common/faculties.ts';
export { createCityCostsRepository } from '../src/cost-of-living/city-costs-repository.ts';
export { upsertCityCosts } from '../src/cost-of-living/upsert-city-costs.ts';
export { dataHealth } from '../src/data-health/index.ts';
export { catalogueChangedChannel } from '../src/events/catalogue-events.ts';
export { backtestCases, fitSpreadScale, MIN_DECILE_CASES, modelYearGaps, score, shockKnownCases, type Score } from '../src/guidance/chance/backtest.ts';
export { cutoffSeries, parseCutoffCsv } from '../src/guidance/chance/cutoff-series.ts';
export { fitChanceModel } from '../src/guidance/chance/fit-model.ts';
export { createProgramRepository } from '../src/programs/program-repository.ts';
export { importResults } from '../src/results/import-results.ts';
export { createUniversityRepository, type UniversityData } from '../src/universities/university-repository.ts';
export { createUniversityWrites } from '../src/universities/university-writes.ts';
export { programBody, universityBody } from './catalogue-support.ts';
export { makePdf } from './documents/make-pdf.ts';
export { writeCsv } from './results/support.ts';

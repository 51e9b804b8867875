/**
 * The jobs service for harnesses outside it (package entry `@dalil/jobs/testing`): the gateway,
 * worker and infra tests build its app, read its queue settings and drive its scrapers.
 */
export { buildApp } from '../src/app.ts';
export { MIGRATIONS_DIRECTORY, ZJobsEnv } from '../src/config.ts';
export { DEFAULT_JOB_OPTIONS } from '../src/queues/queue-set.ts';
export { createScrapeSourceRepository } from '../src/scrape-sources/scrape-source-repository.ts';
export { createHttpFetcher, SCRAPER_USER_AGENT } from '../src/scraping/http-fetcher.ts';
export { assertAllowedUrl, resolvePublic } from '../src/scraping/ssrf-guard.ts';
export { multipart, openJobsApp } from './support/jobs-test-app.ts';

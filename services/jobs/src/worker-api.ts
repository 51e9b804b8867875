/**
 * The jobs service's domain API for the workers (package entry `@dalil/jobs/worker`): a
 * scraping run, fetching and parsing the registry's sources. Nothing else of the service is
 * importable from outside it.
 */
export { runScrape } from './scraping/run-scrape.ts';

/** The feature's surface for the service's other features; they import it only through this file. */
export { createScrapeSourceRepository, type ScrapeSourceRepository } from './scrape-source-repository.ts';

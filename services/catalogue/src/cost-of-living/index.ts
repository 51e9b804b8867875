/** The feature's surface for the service's other features; they import it only through this file. */
export { CITY_COSTS_SEED } from './city-costs-seed.ts';
export { fillCityCostsFromScrape } from './scraped-city-costs.ts';

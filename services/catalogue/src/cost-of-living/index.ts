/** The feature's surface for the service's other features; they import it only through this file. */
export { applyArabicPriceTexts } from './living-cost-prices.ts';
export { fillCityCostsFromScrape } from './scraped-city-costs.ts';

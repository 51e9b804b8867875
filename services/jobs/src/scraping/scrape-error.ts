/** A per-source failure with a message the data-scraping tab shows as it is. */
export class ScrapeError extends Error {}

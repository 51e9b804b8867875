/** The feature's surface for the service's other features; they import it only through this file. */
export type { CatalogueEvents } from './catalogue-events.ts';
export { sendCached, type ListCache } from './list-cache.ts';

/** The feature's surface for the service's other features; they import it only through this file. */
export { createResultsCache, type ResultsCache } from './results-cache.ts';
export { seedPlacementRules } from './rules/rule-rows.ts';

/** The feature's surface for the service's other features; they import it only through this file. */
export { buildGuidanceData, type CatalogueUniversityRow, type GuidanceData, type GuidanceExtras } from './guidance-data.ts';
export { createResultsCache, type ResultsCache } from './results-cache.ts';
export { loadRuleRows, seedPlacementRules, type RuleRow } from './rules/rule-rows.ts';
export { buildPlacementRules, type PlacementRules } from './rules/placement-rules.ts';

/** The feature's surface for the service's other features; they import it only through this file. */
export { buildGuidanceData, type CatalogueUniversityRow, type GuidanceData, type GuidanceExtras } from './guidance-data.ts';
export { linkCutoffs, type LinkOutcome } from './link-cutoffs.ts';
export { applyUniversityRenames, createUniversityMatcher, universityAliases, type UniversityAlias } from './university-names.ts';
export { loadRuleRows, seedPlacementRules } from './rules/rule-rows.ts';

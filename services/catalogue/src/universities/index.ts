/** The feature's surface for the service's other features; they import it only through this file. */
export { derivedFeeRange, facultyFee, type FeeRecord } from './university-fees.ts';
export { createUniversityFiguresRepository } from './university-figures-repository.ts';
export { createUniversityRepository } from './university-repository.ts';
export { createUniversityWrites } from './university-writes.ts';
export { applyUniversityRenames, createUniversityMatcher, universityAliases, type UniversityAlias } from './university-names.ts';
export { facultyOf, universityPatch, ZFacultyRow, ZUniversityRow } from './university-rows.ts';
// For guidance: the private and national universities' minimums by tier, and the technological universities' rules.
export { createAdmissionRepository, privateMinimumTiersByUniversity, technologicalRulesFor } from './university-admission.ts';
export { UNIVERSITY_LIST_FILE, UNIVERSITY_LIST_TEXTS_FILE, applyUniversityList, type UniversityListOutcome } from './seed-university-list.ts';

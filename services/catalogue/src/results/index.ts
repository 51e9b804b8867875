/** The feature's surface for the service's other features; they import it only through this file. */
export { effectivePercentage } from './cutoffs-repository.ts';
export { matchesEtag, RESULTS_ANSWER_HEADERS } from './lookup-result.ts';
export { createCutoffsRepository, type CutoffRecord } from './cutoffs-repository.ts';

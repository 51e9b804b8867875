/** The feature's surface for the service's other features; they import it only through this file. */
export { createScholarshipRepository } from './scholarship-repository.ts';
export { createScholarshipWrites } from './scholarship-writes.ts';
export { publishedScholarshipPatch, scholarshipPatch, ZPublishedScholarshipRow, ZScholarshipRow } from './scholarship-rows.ts';

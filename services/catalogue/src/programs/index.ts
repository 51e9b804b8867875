/** The feature's surface for the service's other features; they import it only through this file. */
export { createProgramRepository } from './program-repository.ts';
export { createProgramWrites } from './program-writes.ts';
export { programPatch, publishedProgramPatch, ZProgramRow, ZPublishedProgramRow } from './program-rows.ts';

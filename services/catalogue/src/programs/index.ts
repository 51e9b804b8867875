/** The feature's surface for the service's other features; they import it only through this file. */
export { createProgramRepository, type ProgramData } from './program-repository.ts';
export { createProgramWrites } from './program-writes.ts';
export { newProgram, programPatch, publishedProgramPatch, ZProgramRow, ZPublishedProgramRow } from './program-rows.ts';

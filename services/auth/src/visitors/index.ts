/** The feature's surface for the service's other features; they import it only through this file. */
export { createVisitorRepository, type VisitorRepository } from './visitor-repository.ts';
export { visitors } from './schema.ts';

/** The feature's surface for the service's other features; they import it only through this file. */
export type { QueueSet } from './queue-set.ts';
export { enqueueOnce } from './enqueue-once.ts';
export { currentProgress, toJobView } from './job-view.ts';

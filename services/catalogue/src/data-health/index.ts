/** The feature's surface for the service's other features and scripts; they import it only through this file. */
export { dataHealth, dataHealthRecords } from './data-health.ts';

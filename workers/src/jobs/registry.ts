import type { JobHandler } from './job-handler.ts';
import { importCsvJob } from './import-csv.ts';
import { importPdfJob } from './import-pdf.ts';
import { scrapeJob, testScrapeJob } from './scrape.ts';

/** Every job the workers run. Each job file adds its handler here. */
export const JOB_HANDLERS: JobHandler[] = [importCsvJob, importPdfJob, scrapeJob, testScrapeJob];

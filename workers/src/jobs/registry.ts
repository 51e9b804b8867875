import type { Job } from 'bullmq';
import type { TQueueName } from '@dalil/contracts/jobs/queues';
import type { WorkerContext } from '../worker-context.ts';
import { importCsvJob } from './import-csv.ts';
import { importPdfJob } from './import-pdf.ts';
import { scrapeJob, testScrapeJob } from './scrape.ts';

/** A job handler: validates its payload, calls the owning service's domain code, returns a result. */
export interface JobHandler {
  queue: TQueueName;
  /** BullMQ job name within the queue. */
  name: string;
  handle(job: Job, ctx: WorkerContext): Promise<unknown>;
}

/** Every job the workers run. Each job file adds its handler here. */
export const JOB_HANDLERS: JobHandler[] = [importCsvJob, importPdfJob, scrapeJob, testScrapeJob];

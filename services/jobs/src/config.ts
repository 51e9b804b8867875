import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ZBaseServiceEnv } from '@dalil/service-kit/config';

const MB = 1024 * 1024;

export const ZJobsEnv = ZBaseServiceEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4105),
  /** Where uploads wait for the workers (a shared volume in compose). */
  UPLOAD_DIR: z.string().default('.data/uploads'),
  UPLOAD_MAX_CSV_BYTES: z.coerce.number().int().min(1).default(200 * MB),
  UPLOAD_MAX_PDF_BYTES: z.coerce.number().int().min(1).default(50 * MB),
  /** A half-received upload found at start is removed once it has not grown for this long. */
  UPLOAD_ABANDONED_AFTER_MS: z.coerce.number().int().min(0).default(30_000),
  /** How long an upload call waits for a small file to finish before answering with the job id. */
  UPLOAD_WAIT_MS: z.coerce.number().int().min(0).default(10_000),
  /** How long a test-scraping call waits for its dry run. */
  TEST_SCRAPE_WAIT_MS: z.coerce.number().int().min(0).default(45_000),
});
export type TJobsConfig = z.infer<typeof ZJobsEnv>;

export const MIGRATIONS_DIRECTORY = fileURLToPath(new URL('../migrations', import.meta.url));

import { z } from 'zod';
import { ZScrapeKind, ZScrapeResult } from './queues.ts';

/** A scraping source of the registry (jobs schema), listed on the data-scraping tab. */
export const ZScrapeSource = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  nameArabic: z.string(),
  kind: ZScrapeKind,
  url: z.string(),
  parserId: z.string(),
  /** Needs JavaScript: opened in Chromium, only on enhanced runs. */
  rendered: z.boolean(),
  enabled: z.boolean(),
  isLocalFixture: z.boolean(),
  lastRunAt: z.string().nullable(),
  lastCount: z.number().int().nullable(),
  lastWritten: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
export type TScrapeSource = z.infer<typeof ZScrapeSource>;

export const ZScrapeStatus = z.object({
  /** `failed` also when every source failed; `completed-with-errors` when some did (see jobStatusOf). */
  status: z.enum(['idle', 'running', 'completed', 'completed-with-errors', 'failed']),
  message: z.string(),
  lastRun: z.string().nullable(),
  jobId: z.string().nullable(),
  /** A finished run's figures and per-source outcomes, for the panel to say in its language. */
  result: ZScrapeResult.nullable(),
  /** Why a failed run failed (technical, English), shown on demand. */
  error: z.string().nullable(),
});
export type TScrapeStatus = z.infer<typeof ZScrapeStatus>;

/** Real coverage figures for the data-management tab (instead of the spec's static ones). */
export const ZScrapeSourceCounts = z.object({
  total: z.number().int(),
  enabled: z.number().int(),
  byKind: z.record(ZScrapeKind, z.number().int()),
});
export type TScrapeSourceCounts = z.infer<typeof ZScrapeSourceCounts>;

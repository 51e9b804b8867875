/**
 * The BullMQ queues of ARCHITECTURE.md, in one typed map shared by the producer (jobs service)
 * and the consumers (workers): queue -> job name -> zod payload. Payloads carry no secrets, only
 * what the handler needs to find its input (a file name inside UPLOAD_DIR, a scrape kind).
 */
import { z } from 'zod';

export const QUEUE_NAMES = ['scrape', 'test-scrape', 'import-csv', 'import-pdf'] as const;
export type TQueueName = (typeof QUEUE_NAMES)[number];

export const SCRAPE_KINDS = ['universities', 'scholarships', 'jobs', 'costs'] as const;
export const ZScrapeKind = z.enum(SCRAPE_KINDS);
export type TScrapeKind = z.infer<typeof ZScrapeKind>;

export const CSV_KINDS = ['results', 'cutoffs', 'universities', 'scholarships', 'programs'] as const;
export const ZCsvKind = z.enum(CSV_KINDS, { message: `kind must be one of ${CSV_KINDS.join(', ')}` });
export type TCsvKind = z.infer<typeof ZCsvKind>;

/** A stored upload: the name of the file inside UPLOAD_DIR (never a path from the client). */
const ZStoredFileName = z.string().regex(/^[a-zA-Z0-9_.-]+$/, 'stored file name must be a plain file name');

export const ZImportCsvPayload = z.object({
  version: z.literal(1),
  kind: ZCsvKind,
  year: z.number().int().min(2000).max(2100).optional(),
  fileName: ZStoredFileName,
  /** csv or xlsx, found by content at upload time. */
  format: z.enum(['csv', 'xlsx']),
  originalName: z.string().max(255),
  requestedBy: z.string(),
});
export type TImportCsvPayload = z.infer<typeof ZImportCsvPayload>;

export const ZImportPdfPayload = z.object({
  version: z.literal(1),
  fileName: ZStoredFileName,
  title: z.string().min(1).max(300),
  originalName: z.string().max(255),
  requestedBy: z.string(),
});
export type TImportPdfPayload = z.infer<typeof ZImportPdfPayload>;

export const ZScrapePayload = z.object({
  version: z.literal(1),
  kinds: z.array(ZScrapeKind).min(1),
  /** Enhanced runs also open the JavaScript-rendered sources in Chromium. */
  enhanced: z.boolean(),
  requestedBy: z.string(),
});
export type TScrapePayload = z.infer<typeof ZScrapePayload>;

export const ZTestScrapePayload = z.object({
  version: z.literal(1),
  kind: ZScrapeKind,
  requestedBy: z.string(),
});
export type TTestScrapePayload = z.infer<typeof ZTestScrapePayload>;

/** What a job reports through `job.updateProgress`. */
export const ZJobProgress = z.object({
  rowsRead: z.number().int().min(0),
  totalRows: z.number().int().min(0).nullable(),
  percent: z.number().min(0).max(100),
  /** Short human phase, e.g. the source being scraped. */
  stage: z.string().optional(),
  /** When this was reported (so a lost attempt's last sign of life is known). */
  at: z.string().optional(),
  /** The attempt that reported it (1 for the first): a new attempt's view never shows a lost one's count. */
  attempt: z.number().int().min(1).optional(),
});
export type TJobProgress = z.infer<typeof ZJobProgress>;

/** How many rejected rows a job's result lists; the CSV download holds them all. */
export const REJECTED_ROWS_IN_RESULT = 100;

/** A row an import refused: its number in the file (the header is row 1) and why. */
export const ZRejectedRow = z.object({ row: z.number().int(), reason: z.string() });
export type TRejectedRow = z.infer<typeof ZRejectedRow>;

/** Final results per queue, shown in the panel. */
export const ZImportResult = z.object({
  recordsProcessed: z.number().int(),
  rejectedCount: z.number().int(),
  /** The first REJECTED_ROWS_IN_RESULT rejected rows, in file order. */
  rejected: z.array(ZRejectedRow).max(REJECTED_ROWS_IN_RESULT),
  /** Present when some rows were rejected: GET /api/admin/jobs/{id}/rejected.csv */
  rejectedFile: z.boolean(),
  /** Results imports: when every cached lookup (browsers, edge caches) shows the new results. */
  visibleEverywhereAt: z.string().optional(),
});
export type TImportResult = z.infer<typeof ZImportResult>;

export const ZPdfImportResult = z.object({
  recordsProcessed: z.number().int(),
  documentId: z.string(),
  title: z.string(),
  pages: z.number().int(),
});
export type TPdfImportResult = z.infer<typeof ZPdfImportResult>;

export const ZSourceOutcome = z.object({
  sourceId: z.string(),
  name: z.string(),
  kind: ZScrapeKind,
  count: z.number().int(),
  written: z.number().int(),
  error: z.string().nullable(),
});
export type TSourceOutcome = z.infer<typeof ZSourceOutcome>;

export const ZScrapeResult = z.object({
  recordsProcessed: z.number().int(),
  count: z.number().int(),
  written: z.number().int(),
  failedSources: z.number().int(),
  sources: z.array(ZSourceOutcome),
  message: z.string(),
});
export type TScrapeResult = z.infer<typeof ZScrapeResult>;

/**
 * queue -> job name -> payload and result schemas: the one map the producer (jobs service,
 * `enqueueOnce`), the workers (each handler's payload and result) and the admin panel share.
 * Workers validate a payload with its schema before the handler sees it.
 */
export const JOB_KINDS = {
  'import-csv': { 'import-csv': { payload: ZImportCsvPayload, result: ZImportResult } },
  'import-pdf': { 'import-pdf': { payload: ZImportPdfPayload, result: ZPdfImportResult } },
  scrape: { scrape: { payload: ZScrapePayload, result: ZScrapeResult } },
  'test-scrape': { 'test-scrape': { payload: ZTestScrapePayload, result: ZScrapeResult } },
} as const satisfies Record<TQueueName, Record<string, { payload: z.ZodType; result: z.ZodType }>>;

type JobKinds = typeof JOB_KINDS;
export type TJobName<Q extends TQueueName> = keyof JobKinds[Q] & string;
type JobKindSchemas<Q extends TQueueName, N extends TJobName<Q>> = JobKinds[Q][N] & { payload: z.ZodType; result: z.ZodType };
export type TJobPayload<Q extends TQueueName, N extends TJobName<Q> = TJobName<Q>> = z.infer<JobKindSchemas<Q, N>['payload']>;
export type TJobResult<Q extends TQueueName, N extends TJobName<Q> = TJobName<Q>> = z.infer<JobKindSchemas<Q, N>['result']>;

/** Every kind of job as one union, told apart by queue and name (a panel row's payload and result). */
export type TJobKind = {
  [Q in TQueueName]: { [N in TJobName<Q>]: { queue: Q; name: N; payload: TJobPayload<Q, N>; result: TJobResult<Q, N> } }[TJobName<Q>];
}[TQueueName];
/**
 * Any job's result as the panel reads it: every field a result of some kind can carry, each
 * optional (a panel row shows what its job's kind reported). Derived from the map, so a field
 * renamed in a result schema breaks the panel's build.
 */
export type TAnyJobResult = Partial<UnionToIntersection<TJobKind['result']>>;
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

/** What a producer asks for: a job kind and its payload. */
export type TJobRequest = {
  [Q in TQueueName]: { [N in TJobName<Q>]: { queue: Q; name: N; payload: TJobPayload<Q, N> } }[TJobName<Q>];
}[TQueueName];

/** Redis key an administrator's cancel request sets; running handlers check it between batches. */
export function cancelRequestKey(prefix: string, queue: TQueueName, jobId: string): string {
  return `${prefix}:cancel-request:${queue}:${jobId}`;
}

/** Rows an import rejected, as CSV, inside UPLOAD_DIR (kept after the upload itself is removed). */
export function rejectedRowsFileName(jobId: string): string {
  return `rejected-${jobId}.csv`;
}

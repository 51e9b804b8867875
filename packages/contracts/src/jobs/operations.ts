import { z } from 'zod';
import { ZFailure, ZPaged, ZSuccess } from '../common/envelope.ts';
import { ZIdParams } from '../common/id.ts';
import { defineOperation } from '../api/operation.ts';
import { ZCsvKind, ZScrapeKind } from './queues.ts';
import { ZJob, ZJobIdParams, ZListJobsQuery } from './jobs.ts';
import { ZScrapeSource, ZScrapeSourceCounts, ZScrapeStatus } from './scrape-sources.ts';
import { ZDocument, ZDocumentDetail, ZListDocumentsQuery } from './documents.ts';

const tags = ['jobs'];
const ZStarted = z.object({ success: z.literal(true), message: z.string(), data: z.object({ jobId: z.string(), state: z.string() }) });

export const ZUploadType = z.enum(['csv', 'pdf'], { message: 'upload type must be csv or pdf' });
export const ZUploadParams = z.object({ type: ZUploadType });

/** The multipart fields of POST /admin/upload/{csv|pdf} (documentation; parsed from the stream). */
export const ZUploadFields = z.object({
  csvFile: z.string().describe('the .csv or .xlsx file (csv uploads)').optional(),
  pdfFile: z.string().describe('the PDF file (pdf uploads)').optional(),
  kind: ZCsvKind.optional().describe('what the CSV holds; default results'),
  year: z.coerce.number().int().min(2000, 'year must be 2000 or later').max(2100, 'year must be 2100 or earlier').optional(),
  title: z.string().trim().min(1).max(300).optional().describe('document title (pdf uploads); default the file name'),
});
export type TUploadFields = z.infer<typeof ZUploadFields>;

export const ZUploadResult = z.object({
  jobId: z.string(),
  state: z.string(),
  recordsProcessed: z.number().int(),
  rejectedCount: z.number().int().optional(),
  finished: z.boolean(),
});
export type TUploadResult = z.infer<typeof ZUploadResult>;

export const ZTestScrapingResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  message: z.string(),
  data: z.object({
    jobId: z.string(),
    state: z.string(),
    finished: z.boolean(),
    sources: z.array(z.object({ name: z.string(), count: z.number().int(), error: z.string().nullable() })),
  }),
});

export const ZScrapeStatusResponse = ZScrapeStatus.extend({ success: z.literal(true), data: ZScrapeStatus });

export const jobsOperations = [
  defineOperation({
    method: 'post', path: '/enhanced-admin/scrape/start', summary: 'Start a full scraping run (static sources)', tags, admin: true,
    responses: { 202: ZStarted },
  }),
  defineOperation({
    method: 'get', path: '/enhanced-admin/scrape/status', summary: 'State of the latest scraping run', tags, admin: true,
    responses: { 200: ZScrapeStatusResponse },
  }),
  defineOperation({
    method: 'post', path: '/enhanced-admin/enhanced-scraping', summary: 'Start an enhanced run (also JavaScript-rendered sources)', tags, admin: true,
    responses: { 202: ZStarted },
  }),
  defineOperation({
    method: 'post', path: '/enhanced-admin/test-scraping/{kind}', summary: 'Dry-run the scrapers of one kind and count what they find', tags, admin: true,
    params: z.object({ kind: ZScrapeKind }),
    responses: { 200: ZTestScrapingResponse, 202: ZTestScrapingResponse },
  }),
  defineOperation({
    method: 'post', path: '/admin/upload/{type}', summary: 'Upload a CSV/XLSX (results, cut-offs, catalogue) or a PDF document', tags, admin: true,
    params: ZUploadParams, body: ZUploadFields, bodyContentType: 'multipart/form-data',
    responses: { 200: ZSuccess(ZUploadResult), 202: ZSuccess(ZUploadResult) },
  }),
  defineOperation({
    method: 'get', path: '/api/admin/jobs', summary: 'Job history (filter by queue and state)', tags, admin: true,
    query: ZListJobsQuery, responses: { 200: ZPaged(ZJob) },
  }),
  defineOperation({
    method: 'get', path: '/api/admin/jobs/{id}', summary: 'One job: state, progress, timings, result, error', tags, admin: true,
    params: ZJobIdParams, responses: { 200: ZSuccess(ZJob), 404: ZFailure },
  }),
  defineOperation({
    method: 'get', path: '/api/admin/jobs/{id}/events', summary: 'Live progress of a job as Server-Sent Events', tags, admin: true,
    params: ZJobIdParams, responses: { 200: z.string(), 404: ZFailure }, successContentType: 'text/event-stream',
  }),
  defineOperation({
    method: 'get', path: '/api/admin/jobs/{id}/rejected.csv', summary: 'Rows an import rejected, as CSV', tags, admin: true,
    params: ZJobIdParams, responses: { 200: z.string(), 404: ZFailure }, successContentType: 'text/csv',
  }),
  defineOperation({
    method: 'post', path: '/api/admin/jobs/{id}/retry', summary: 'Retry a failed job', tags, admin: true,
    params: ZJobIdParams, responses: { 200: ZSuccess(ZJob), 404: ZFailure, 409: ZFailure },
  }),
  defineOperation({
    method: 'post', path: '/api/admin/jobs/{id}/cancel', summary: 'Cancel a waiting or running job', tags, admin: true,
    params: ZJobIdParams, responses: { 200: ZSuccess(ZJob), 404: ZFailure, 409: ZFailure },
  }),
  defineOperation({
    method: 'get', path: '/api/admin/scrape-sources', summary: 'The scraping source registry with last-run counts and errors', tags, admin: true,
    responses: { 200: ZSuccess(z.object({ sources: z.array(ZScrapeSource), counts: ZScrapeSourceCounts })) },
  }),
];

export const documentsOperations = [
  defineOperation({
    method: 'get', path: '/api/documents', summary: 'Search the educational documents (Arabic full text)', tags: ['documents'],
    query: ZListDocumentsQuery, responses: { 200: ZPaged(ZDocument) },
  }),
  defineOperation({
    method: 'get', path: '/api/documents/{id}', summary: 'One document with its text page by page', tags: ['documents'],
    params: ZIdParams, responses: { 200: ZSuccess(ZDocumentDetail), 404: ZFailure },
  }),
  defineOperation({
    method: 'get', path: '/api/admin/documents', summary: 'Documents for the admin list', tags: ['documents'], admin: true,
    query: ZListDocumentsQuery, responses: { 200: ZPaged(ZDocument) },
  }),
  defineOperation({
    method: 'delete', path: '/api/admin/documents/{id}', summary: 'Delete a document', tags: ['documents'], admin: true,
    params: ZIdParams, responses: { 200: ZSuccess(z.object({ id: z.string() })), 404: ZFailure },
  }),
];

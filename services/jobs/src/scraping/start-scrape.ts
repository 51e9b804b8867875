import { SCRAPE_KINDS, ZScrapeResult, type TScrapeKind, type TScrapePayload, type TTestScrapePayload } from '@dalil/contracts/jobs/queues';
import { jobStatusOf } from '@dalil/contracts/jobs/jobs';
import type { TScrapeStatus } from '@dalil/contracts/jobs/scrape-sources';
import type { QueueSet } from '../queues/index.ts';
import { enqueueOnce } from '../queues/index.ts';

/** yyyyMMddHHmm: two clicks in the same minute are one run. */
function minuteStamp(now = new Date()): string {
  return now.toISOString().slice(0, 16).replace(/[-T:]/g, '');
}

const lastRunKey = (queues: QueueSet) => `${queues.prefix}:scrape:last-job`;

export async function startScrape(deps: { queues: QueueSet }, input: { enhanced: boolean; requestedBy: string }) {
  const jobId = `scrape-${input.enhanced ? 'enhanced' : 'full'}-${minuteStamp()}`;
  const payload: TScrapePayload = { version: 1, kinds: [...SCRAPE_KINDS], enhanced: input.enhanced, requestedBy: input.requestedBy };
  const { duplicate } = await enqueueOnce(deps.queues, { queue: 'scrape', name: 'scrape', payload }, jobId);
  await deps.queues.redis.set(lastRunKey(deps.queues), jobId);
  const message = input.enhanced
    ? 'Enhanced scraping started successfully! Static and JavaScript-rendered sources will be read in the background.'
    : 'Data scraping started successfully! This will run in the background.';
  return { jobId, state: duplicate ? 'running' : 'waiting', message };
}

export async function scrapeStatus(deps: { queues: QueueSet }): Promise<TScrapeStatus> {
  const jobId = await deps.queues.redis.get(lastRunKey(deps.queues));
  // The state first, then the job: a job read while active and found completed a moment later
  // would have no return value yet, and a run with failed sources would read as plainly completed.
  const state = jobId ? await deps.queues.queues.scrape.getJobState(jobId) : 'unknown';
  const job = jobId && state !== 'unknown' ? await deps.queues.queues.scrape.getJob(jobId) : undefined;
  if (!jobId || !job) return { status: 'idle', message: 'No scraping run yet', lastRun: null, jobId: null, result: null, error: null };
  const lastRun = job.finishedOn ? new Date(job.finishedOn).toISOString() : job.processedOn ? new Date(job.processedOn).toISOString() : null;
  if (state === 'completed') {
    const result = ZScrapeResult.safeParse(job.returnvalue);
    const data = result.success ? result.data : null;
    // Every source failed: nothing was read, and the run says so; some failed: completed with errors.
    const status = jobStatusOf(state, data);
    return { status: status === 'failed' ? 'failed' : status === 'completed-with-errors' ? status : 'completed', message: data ? data.message : 'Data scraping completed', lastRun, jobId, result: data, error: null };
  }
  if (state === 'failed') return { status: 'failed', message: `Data scraping failed: ${job.failedReason}`, lastRun, jobId, result: null, error: job.failedReason || null };
  return { status: 'running', message: 'Data scraping is running…', lastRun, jobId, result: null, error: null };
}

export async function testScrape(deps: { queues: QueueSet; waitMs: number }, input: { kind: TScrapeKind; requestedBy: string }) {
  const jobId = `test-${input.kind}-${minuteStamp()}`;
  const payload: TTestScrapePayload = { version: 1, kind: input.kind, requestedBy: input.requestedBy };
  await enqueueOnce(deps.queues, { queue: 'test-scrape', name: 'test-scrape', payload }, jobId);
  const queue = deps.queues.queues['test-scrape'];
  const job = (await queue.getJob(jobId))!;
  let finished = false;
  try {
    if (deps.waitMs > 0) {
      await job.waitUntilFinished(deps.queues.events['test-scrape'], deps.waitMs);
      finished = true;
    }
  } catch {
    // A failure is read from the state below; a timeout leaves it running.
  }
  const fresh = (await queue.getJob(jobId)) ?? job;
  const state = await fresh.getState();
  if (state === 'failed') return { failed: true as const, message: fresh.failedReason || 'the test run failed', jobId };
  const result = ZScrapeResult.safeParse(fresh.returnvalue);
  if (!finished || !result.success) {
    return {
      failed: false as const, jobId, state, finished: false, count: 0, sources: [],
      message: `${input.kind} test is still running; follow job ${jobId}`,
    };
  }
  return {
    failed: false as const, jobId, state, finished: true, count: result.data.count,
    sources: result.data.sources.map((s) => ({ name: s.name, count: s.count, error: s.error })),
    message: result.data.message,
  };
}

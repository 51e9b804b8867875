/**
 * scrape (full or enhanced run) and test-scrape (one kind, nothing written): the jobs service
 * fetches and parses the registry's sources (runScrape); a full run hands the records to the
 * catalogue's writer, records each source's count and error, and announces the change.
 */
import type { Job } from 'bullmq';
import {
  type TScrapeKind, type TScrapePayload, type TTestScrapePayload, type TScrapeResult, type TSourceOutcome,
} from '@dalil/contracts/jobs/queues';
import { createCatalogueEvents, scrapedRecordWriter } from '@dalil/catalogue/worker';
import { runScrape } from '@dalil/jobs/worker';
import type { ScrapedRecordWriter } from '@dalil/contracts/jobs/scraped-records';
import type { WorkerContext } from '../worker-context.ts';
import { defineJobHandler } from './job-handler.ts';
import { createJobProgress, sharedRedis } from './job-progress.ts';

async function runKinds(
  job: Job,
  ctx: WorkerContext,
  input: { queue: 'scrape' | 'test-scrape'; kinds: TScrapeKind[]; includeRendered: boolean; write?: ScrapedRecordWriter },
) {
  const progress = createJobProgress(job, ctx, input.queue, 0);
  let done = 0;
  const run = await runScrape(
    { jobs: ctx.database('jobs'), perHostIntervalMs: ctx.config.SCRAPER_HOST_INTERVAL_MS, chromiumPath: ctx.config.CHROMIUM_PATH },
    {
      kinds: input.kinds,
      includeRendered: input.includeRendered,
      write: input.write,
      onProgress: async (n, total, name) => {
        done = n;
        await progress.report(n, total, name);
      },
    },
  );
  await progress.done(done, run.total);
  return run;
}

function summary(outcomes: TSourceOutcome[]) {
  const count = outcomes.reduce((n, o) => n + o.count, 0);
  const written = outcomes.reduce((n, o) => n + o.written, 0);
  const failedSources = outcomes.filter((o) => o.error).length;
  return { count, written, failedSources };
}

async function handleScrape(job: Job, ctx: WorkerContext, payload: TScrapePayload): Promise<TScrapeResult> {
  const { outcomes, skipped } = await runKinds(job, ctx, {
    queue: 'scrape', kinds: payload.kinds, includeRendered: payload.enhanced, write: scrapedRecordWriter(ctx.database('catalogue')),
  });
  const { count, written, failedSources } = summary(outcomes);
  if (written > 0) {
    const events = createCatalogueEvents(sharedRedis(ctx), ctx.config.REDIS_PREFIX, (err) => ctx.log.warn({ err }, 'catalogue-changed not published'));
    await events.changed({ entity: 'university', action: 'imported', count: written });
    await events.changed({ entity: 'scholarship', action: 'imported', count: written });
  }
  const run = payload.enhanced ? 'Enhanced scraping' : 'Data scraping';
  // Every source failed: the run read nothing, and its status is failed (jobStatusOf), not completed.
  const allFailed = outcomes.length > 0 && failedSources === outcomes.length;
  const parts = allFailed
    ? [`${run} failed: all ${outcomes.length} sources failed, nothing was written`]
    : [`${run} ${failedSources ? 'completed with errors' : 'completed'}: ${count} records found in ${outcomes.length} sources, ${written} added or completed`];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (failedSources && !allFailed) parts.push(`${plural(failedSources, 'source')} failed`);
  if (skipped) parts.push(`${plural(skipped, 'JavaScript source')} left for enhanced scraping`);
  return { recordsProcessed: count, count, written, failedSources, sources: outcomes, message: parts.join('; ') };
}

async function handleTestScrape(job: Job, ctx: WorkerContext, payload: TTestScrapePayload): Promise<TScrapeResult> {
  const { outcomes } = await runKinds(job, ctx, { queue: 'test-scrape', kinds: [payload.kind], includeRendered: true });
  const { count, failedSources } = summary(outcomes);
  const answered = outcomes.length - failedSources;
  const message = `${payload.kind} test completed: found ${count} records (${answered} of ${outcomes.length} sources answered)`;
  return { recordsProcessed: count, count, written: 0, failedSources, sources: outcomes, message };
}

// A scraping run writes each source's records as it goes (upserts); a test run writes nothing.
export const scrapeJob = defineJobHandler('scrape', 'scrape', handleScrape, { lostWork: 'partly-kept' });
export const testScrapeJob = defineJobHandler('test-scrape', 'test-scrape', handleTestScrape, { lostWork: 'nothing-kept' });

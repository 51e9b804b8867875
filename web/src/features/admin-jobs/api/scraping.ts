import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScrapeKind } from '@dalil/contracts/jobs/queues';
import type { TScrapeStatus } from '@dalil/contracts/jobs/scrape-sources';
import { api } from '../../../shared/api/api-client.ts';
import { JOBS_KEY } from './get-jobs.ts';

interface Started {
  message: string;
  data: { jobId: string; state: string };
}

/** POST /enhanced-admin/scrape/start (static sources) or /enhanced-admin/enhanced-scraping (all). */
function startScraping(enhanced: boolean): Promise<Started> {
  return api.post<Started>(enhanced ? '/enhanced-admin/enhanced-scraping' : '/enhanced-admin/scrape/start', undefined, { admin: true });
}

export function getScrapeStatus(signal?: AbortSignal): Promise<TScrapeStatus> {
  return api.get<TScrapeStatus & { data: TScrapeStatus }>('/enhanced-admin/scrape/status', { admin: true, signal }).then((body) => body.data);
}

export function useStartScraping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startScraping,
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

interface TestScrapingAnswer {
  count: number;
  message: string;
  data: { jobId: string; finished: boolean; sources: Array<{ name: string; count: number; error: string | null }> };
}

/** POST /enhanced-admin/test-scraping/{kind}: a dry run that counts what the sources hold. */
function testScraping(kind: TScrapeKind): Promise<TestScrapingAnswer> {
  return api.post<TestScrapingAnswer>(`/enhanced-admin/test-scraping/${kind}`, undefined, { admin: true, timeoutMs: 90_000 });
}

export function useTestScraping() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: testScraping, onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }) });
}

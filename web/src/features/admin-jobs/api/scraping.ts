import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScrapeKind } from '@dalil/contracts/jobs/queues';
import { apiClient } from '../../../shared/api/contract-client.ts';
import { JOBS_KEY } from './get-jobs.ts';

/** POST /enhanced-admin/scrape/start (static sources) or /enhanced-admin/enhanced-scraping (all). */
function startScraping(enhanced: boolean) {
  return enhanced ? apiClient.post('/enhanced-admin/enhanced-scraping', { auth: 'admin' }) : apiClient.post('/enhanced-admin/scrape/start', { auth: 'admin' });
}

export function getScrapeStatus(signal?: AbortSignal) {
  return apiClient.get('/enhanced-admin/scrape/status', { auth: 'admin', signal }).then((body) => body.data);
}

export function useStartScraping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startScraping,
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

/** POST /enhanced-admin/test-scraping/{kind}: a dry run that counts what the sources hold. */
function testScraping(kind: TScrapeKind) {
  return apiClient.post('/enhanced-admin/test-scraping/{kind}', { params: { kind }, auth: 'admin', timeoutMs: 90_000 });
}

export function useTestScraping() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: testScraping, onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TScrapeSource, TScrapeSourceCounts } from '@dalil/contracts/jobs/scrape-sources';
import { api } from '../../../shared/api/api-client.ts';

function getScrapeSources(signal?: AbortSignal) {
  return api
    .get<{ data: { sources: TScrapeSource[]; counts: TScrapeSourceCounts } }>('/api/admin/scrape-sources', { admin: true, signal })
    .then((body) => body.data);
}

const scrapeSourcesOptions = () =>
  queryOptions({ queryKey: ['admin-jobs', 'scrape-sources'], queryFn: ({ signal }) => getScrapeSources(signal), retry: 1, staleTime: 5 * 60_000 });

export const useScrapeSources = () => useQuery(scrapeSourcesOptions());

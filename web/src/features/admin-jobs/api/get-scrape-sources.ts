import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/contract-client.ts';

function getScrapeSources(signal?: AbortSignal) {
  return apiClient.get('/api/admin/scrape-sources', { auth: 'admin', signal }).then((body) => body.data);
}

const scrapeSourcesOptions = () =>
  queryOptions({ queryKey: ['admin-jobs', 'scrape-sources'], queryFn: ({ signal }) => getScrapeSources(signal), retry: 1, staleTime: 5 * 60_000 });

export const useScrapeSources = () => useQuery(scrapeSourcesOptions());

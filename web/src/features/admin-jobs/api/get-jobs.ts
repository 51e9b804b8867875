import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TListJobsQuery } from '@dalil/contracts/jobs/jobs';
import type { TQueueName } from '@dalil/contracts/jobs/queues';
import { apiClient } from '../../../shared/api/contract-client.ts';

export const JOBS_KEY = ['admin-jobs', 'jobs'] as const;

export type JobsFilter = { queues: TQueueName[]; state?: TListJobsQuery['state']; page: number };

function getJobs(filter: JobsFilter, signal?: AbortSignal) {
  return apiClient.get('/api/admin/jobs', {
    auth: 'admin',
    signal,
    query: { queue: filter.queues.join(','), state: filter.state, page: filter.page, limit: 10 },
  });
}

const jobsOptions = (filter: JobsFilter) =>
  queryOptions({
    queryKey: [...JOBS_KEY, filter],
    queryFn: ({ signal }) => getJobs(filter, signal),
    placeholderData: keepPreviousData,
    retry: 1,
    // While something runs the table follows it; otherwise it is refreshed by actions.
    refetchInterval: (query) => (query.state.data?.data.some((job) => job.state === 'active' || job.state === 'waiting') ? 3_000 : false),
  });

export const useJobs = (filter: JobsFilter) => useQuery(jobsOptions(filter));

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * Data-fetching defaults from the spec: 5-minute stale time, up to 3 retries with backoff
 * min(1000 × 2^attempt, 30000) ms. Client errors (4xx) are not retried: asking again will not help.
 * A busy server's Retry-After (503 under load) is waited out, with up to a second more at random:
 * the students it turned away at the same moment should not all come back at the same moment.
 */
export function retryDelay(attempt: number, error: unknown): number {
  const backoff = Math.min(1000 * 2 ** attempt, 30_000);
  if (!(error instanceof ApiError) || !error.retryAfterSeconds) return backoff;
  return Math.min(Math.max(backoff, error.retryAfterSeconds * 1000), 30_000) + Math.random() * 1000;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 3,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

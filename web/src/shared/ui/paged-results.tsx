import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { useListText } from '../hooks/use-list-text.ts';
import { Button } from './button.tsx';
import { EmptyState, ErrorState, Spinner } from './states.tsx';

/**
 * The body of a list page: loading, then an error with retry, an empty message, or the items
 * with a summary line and a 'show more' button while the server has further pages.
 */
export function PagedResults<T>({
  items,
  getKey,
  renderItem,
  pending,
  errorMessage,
  onRetry,
  emptyMessage,
  summary,
  updating,
  updatingLabel,
  hasMore,
  loadingMore,
  onLoadMore,
  loadMoreLabel,
  className = 'grid gap-6 md:grid-cols-2 xl:grid-cols-3',
}: {
  items: T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  pending: boolean;
  /** Set when loading failed and there is nothing to show. */
  errorMessage?: string;
  onRetry: () => void;
  emptyMessage: string;
  summary?: string;
  updating: boolean;
  updatingLabel: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  loadMoreLabel: string;
  className?: string;
}) {
  if (pending) return <Spinner />;
  if (errorMessage) return <ErrorState message={errorMessage} onRetry={onRetry} />;
  return (
    <div>
      <div className="mb-4 flex min-h-6 flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
        <p role="status" data-testid="results-summary">
          {summary}
        </p>
        {updating && (
          <span className="inline-flex items-center gap-1 text-slate-500 dark:text-slate-400">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            {updatingLabel}
          </span>
        )}
      </div>
      {items.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <ul className={className}>
          {items.map((item) => (
            <li key={getKey(item)} className="flex">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore && <Loader2 aria-hidden className="size-4 animate-spin" />}
            {loadMoreLabel}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The loading/paging props of `PagedResults` from an infinite query; no 'show more' while the client narrows typed text. */
function infiniteListState(
  query: Pick<UseInfiniteQueryResult, 'isPending' | 'isFetching' | 'isFetchingNextPage' | 'hasNextPage' | 'refetch' | 'fetchNextPage'>,
  narrowing: boolean,
) {
  return {
    pending: query.isPending,
    onRetry: () => void query.refetch(),
    updating: query.isFetching && !query.isFetchingNextPage,
    hasMore: query.hasNextPage && !narrowing,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
}

/**
 * All `PagedResults` says about a list page's query: its loading and paging state, the page's
 * texts, the load failure (only while nothing is shown) and the 'Showing X of Y' line.
 */
export function listResultsState(
  query: Parameters<typeof infiniteListState>[0] & { isError: boolean; error: unknown; data?: unknown },
  text: Pick<ReturnType<typeof useListText>, 'results' | 'error' | 'summary'>,
  { shown, total, narrowing }: { shown: number; total: number | undefined; narrowing: boolean },
) {
  return {
    ...infiniteListState(query, narrowing),
    ...text.results,
    errorMessage: text.error(query.isError && !query.data, query.error),
    summary: text.summary(shown, total),
  };
}

/**
 * Page state kept in the URL's query string, so a filtered view can be shared as a link and the
 * back button walks through earlier choices.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value.ts';

export type UrlPatch<K extends string> = Partial<Record<K, string | undefined>>;

/** The named query parameters ('' when absent) and a setter; an empty value removes the key. */
export function useUrlParams<K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<K, string>;
  // Two quick changes (two filters picked in a row) must both survive: each builds on the last
  // requested query string until the location has caught up with it.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [searchParams]);
  const update = useCallback(
    (patch: UrlPatch<K>, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(requested.current ?? window.location.search);
      for (const [key, value] of Object.entries(patch) as Array<[K, string | undefined]>) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      requested.current = next.toString();
      setSearchParams(next, { replace: options.replace, preventScrollReset: true });
    },
    [setSearchParams],
  );
  return [values, update] as const;
}

/**
 * A text box bound to a committed value (e.g. a URL parameter): typing updates the box at once
 * and commits after a pause; a committed value changed from outside (back button, a shared
 * link) replaces what the box shows.
 */
function useDebouncedInput(committed: string, commit: (value: string) => void, delayMs = 300) {
  const [text, setText] = useState(committed);
  const lastCommitted = useRef(committed);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (committed !== lastCommitted.current) {
      lastCommitted.current = committed;
      setText(committed);
    }
  }, [committed]);

  const debounced = useDebouncedValue(text, delayMs);
  useEffect(() => {
    const value = debounced.trim();
    if (value !== lastCommitted.current) {
      lastCommitted.current = value;
      commitRef.current(value);
    }
  }, [debounced]);

  return [text, setText] as const;
}

/**
 * A list page's filters in the URL: a debounced `search` box plus the named choice filters.
 * `pendingText` is the typed text the server has not answered yet (for narrowing on the client).
 */
export function useListFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useUrlParams<K | 'search'>(['search', ...keys]);
  // Typing refines the search in place (one history entry); a new search adds an entry.
  const [text, setText] = useDebouncedInput(params.search, (search) => setParams({ search } as UrlPatch<K | 'search'>, { replace: Boolean(params.search && search) }));
  const clear = () => {
    setText('');
    setParams(Object.fromEntries(['search', ...keys].map((key) => [key, ''])) as UrlPatch<K | 'search'>);
  };
  return {
    params,
    setParams,
    text,
    setText,
    clear,
    hasFilters: Boolean(text.trim() || keys.some((key) => params[key])),
    pendingText: (showingOlderResults: boolean) => (showingOlderResults || text.trim() !== params.search ? text.trim() : ''),
  };
}

/**
 * In-process copies of what every lookup reads besides the student's row: the cut-offs
 * (reloaded when the version stamp the lookup query returns changes) and the catalogue's
 * university names (expiring after half a minute: they belong to another feature).
 */
import type pg from 'pg';
import { createCutoffsRepository, type CutoffRecord } from './cutoffs-repository.ts';
import { loadUniversityDirectory, type UniversityDirectory } from './university-directory.ts';

function cached<T>(load: () => Promise<T>, ttlMs: number) {
  let value: { at: number; promise: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      if (!value || Date.now() - value.at > ttlMs) {
        const promise = load();
        value = { at: Date.now(), promise };
        promise.catch(() => {
          if (value?.promise === promise) value = undefined;
        });
      }
      return value.promise;
    },
    drop() {
      value = undefined;
    },
  };
}

export function createResultsCache(pool: pg.Pool, universitiesTtlMs = 30_000) {
  const cutoffs = cached<CutoffRecord[]>(() => createCutoffsRepository(pool).all(), Number.POSITIVE_INFINITY);
  let cutoffsVersion: string | undefined;
  const universities = cached<UniversityDirectory>(() => loadUniversityDirectory(pool), universitiesTtlMs);
  return {
    /** The cut-offs as of `version` (from the lookup row), reloaded when the version moved on. */
    cutoffs: (version?: string) => {
      if (version !== undefined && version !== cutoffsVersion) {
        cutoffs.drop();
        cutoffsVersion = version;
      }
      return cutoffs.get();
    },
    universities: () => universities.get(),
    dropCutoffs: () => cutoffs.drop(),
  };
}
export type ResultsCache = ReturnType<typeof createResultsCache>;

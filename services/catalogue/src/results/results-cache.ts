/**
 * Small in-process caches for what every lookup reads besides the student's row: the years
 * with data, the cut-offs and the catalogue's university names. They are tiny, change rarely
 * (an import or an administrator's edit), and expire after a few seconds so every replica
 * catches up; an edit through this process drops them at once.
 */
import type pg from 'pg';
import { createCutoffsRepository, type CutoffRecord } from './cutoffs-repository.ts';
import { createResultYearsRepository } from './result-years-repository.ts';
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

export function createResultsCache(pool: pg.Pool, ttlMs = 5_000) {
  const years = cached(() => createResultYearsRepository(pool).yearsWithData(), ttlMs);
  const cutoffs = cached<CutoffRecord[]>(() => createCutoffsRepository(pool).all(), ttlMs);
  const universities = cached<UniversityDirectory>(() => loadUniversityDirectory(pool), ttlMs * 6);
  return {
    years: () => years.get(),
    cutoffs: () => cutoffs.get(),
    universities: () => universities.get(),
    dropYears: () => years.drop(),
    dropCutoffs: () => cutoffs.drop(),
  };
}
export type ResultsCache = ReturnType<typeof createResultsCache>;

/**
 * What the visitor is comparing, kept in this browser: "Add to compare" on a university or a
 * scholarship (its card or page) puts it here, and /compare opens with it. The comparison page's
 * address stays the shareable form (?u=…&s=…); this copy is what the page opens with when its
 * address names nothing.
 */
import { useSyncExternalStore } from 'react';
import { onStorageKey } from './storage-key.ts';

/** Spec: at most 3 universities and at most 3 scholarships. */
export const MAX_COMPARED = 3;

export type CompareKind = 'universities' | 'scholarships';
export type ComparedIds = Record<CompareKind, string[]>;

const KEY = 'dalil.compare';
const EMPTY: ComparedIds = { universities: [], scholarships: [] };
const listeners = new Set<() => void>();
let cached: ComparedIds | undefined;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string' && v.length > 0))].slice(0, MAX_COMPARED) : [];

function read(): ComparedIds {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    return stored ? { universities: ids(stored.universities), scholarships: ids(stored.scholarships) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function getCompared(): ComparedIds {
  cached ??= read();
  return cached;
}

/** Replaces one kind's ids (the comparison page keeps this copy equal to its address). */
export function setCompared(kind: CompareKind, next: string[]): void {
  const current = getCompared();
  const kept = ids(next);
  if (kept.join(',') === current[kind].join(',')) return;
  cached = { ...current, [kind]: kept };
  try {
    localStorage.setItem(KEY, JSON.stringify(cached));
  } catch {
    // Storage full or blocked (private mode): the comparison still works for this page.
  }
  for (const listener of listeners) listener();
}

/** Adds the item (or takes it out when it is in); 'full' when 3 of its kind are already chosen. */
export function toggleCompared(kind: CompareKind, id: string): 'added' | 'removed' | 'full' {
  const current = getCompared()[kind];
  if (current.includes(id)) {
    setCompared(kind, current.filter((x) => x !== id));
    return 'removed';
  }
  if (current.length >= MAX_COMPARED) return 'full';
  setCompared(kind, [...current, id]);
  return 'added';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const offOtherTabs = onStorageKey(KEY, () => {
    cached = undefined;
    listener();
  });
  return () => {
    listeners.delete(listener);
    offOtherTabs();
  };
}

export function useCompared(): ComparedIds {
  return useSyncExternalStore(subscribe, getCompared, () => EMPTY);
}

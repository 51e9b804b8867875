/**
 * The visitor's lists in this browser: the coordination wish list (with the total it was planned
 * for) and saved universities, programmes and scholarships. Kept in localStorage so they survive
 * a reload without an account; a signed-in visitor's lists are also kept on the server
 * (list-sync.ts) and follow them to any device.
 */
import { useSyncExternalStore } from 'react';
import type { TPlannedTotal } from '@dalil/contracts/auth/visitor-lists';
import { MAX_WISHES, wishToken, type TWishRef } from '@dalil/contracts/guidance/wish-token';
import { onStorageKey } from './storage-key.ts';

export interface SavedLists {
  wishes: TWishRef[];
  total: TPlannedTotal | null;
  universityIds: string[];
  programIds: string[];
  scholarshipIds: string[];
}
export type SavedKind = 'universityIds' | 'programIds' | 'scholarshipIds';

const KEY = 'dalil.lists';
const EMPTY: SavedLists = { wishes: [], total: null, universityIds: [], programIds: [], scholarshipIds: [] };
const listeners = new Set<(origin: ChangeOrigin) => void>();
/** Who changed the lists: the visitor here, or a copy from the server (which must not be sent back). */
export type ChangeOrigin = 'local' | 'server';
let cached: SavedLists | undefined;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const isWish = (value: unknown): value is TWishRef =>
  typeof value === 'object' && value !== null && typeof (value as TWishRef).universityId === 'string' && typeof (value as TWishRef).facultyKey === 'string';
const isTotal = (value: unknown): value is TPlannedTotal =>
  typeof value === 'object' && value !== null && ['score', 'maxScore', 'year'].every((k) => typeof (value as Record<string, unknown>)[k] === 'number');

/**
 * What this browser kept, read leniently (an entry of the wrong shape is dropped, not the whole
 * list); every page loads this, so it checks by hand instead of loading zod. The server checks
 * the lists with the contract's schema when they are saved.
 */
function read(): SavedLists {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return EMPTY;
    const stored = JSON.parse(raw) as Record<string, unknown>;
    return {
      wishes: Array.isArray(stored.wishes) ? stored.wishes.filter(isWish) : [],
      total: isTotal(stored.total) ? stored.total : null,
      universityIds: strings(stored.universityIds),
      programIds: strings(stored.programIds),
      scholarshipIds: strings(stored.scholarshipIds),
    };
  } catch {
    return EMPTY;
  }
}

export function getLists(): SavedLists {
  cached ??= read();
  return cached;
}

export function setLists(update: (lists: SavedLists) => SavedLists, origin: ChangeOrigin = 'local'): void {
  const next = update(getLists());
  cached = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the lists still work for this page.
  }
  for (const listener of listeners) listener(origin);
}

export function clearLists(): void {
  setLists(() => EMPTY, 'server');
}

export function onListsChange(listener: (origin: ChangeOrigin) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function subscribe(listener: () => void) {
  const off = onListsChange(listener);
  const offOtherTabs = onStorageKey(KEY, () => {
    cached = undefined;
    listener();
  });
  return () => {
    off();
    offOtherTabs();
  };
}

export function useLists(): SavedLists {
  return useSyncExternalStore(subscribe, getLists, () => EMPTY);
}

export function toggleSaved(kind: SavedKind, id: string): void {
  setLists((lists) => ({ ...lists, [kind]: lists[kind].includes(id) ? lists[kind].filter((x) => x !== id) : [...lists[kind], id] }));
}

export const sameWish = (a: TWishRef, b: TWishRef) => wishToken(a) === wishToken(b);

/** Adds a wish at the end (or removes it when listed), planned for `total`; false when the list is full. */
export function toggleWish(wish: TWishRef, total: TPlannedTotal | null): boolean {
  const listed = getLists().wishes.some((w) => sameWish(w, wish));
  if (!listed && getLists().wishes.length >= MAX_WISHES) return false;
  setLists((lists) => ({
    ...lists,
    total: total ?? lists.total,
    wishes: listed ? lists.wishes.filter((w) => !sameWish(w, wish)) : [...lists.wishes, wish],
  }));
  return true;
}

export function setWishes(wishes: TWishRef[], total: TPlannedTotal | null): void {
  setLists((lists) => ({ ...lists, wishes, total }));
}

/** Lists from two places (this browser, the account): the account's wish list when it has one, saved items from both. */
export function mergeLists(local: SavedLists, server: SavedLists): SavedLists {
  const union = (a: string[], b: string[]) => [...new Set([...b, ...a])];
  const serverHasWishes = server.wishes.length > 0;
  return {
    wishes: serverHasWishes ? server.wishes : local.wishes,
    total: serverHasWishes ? server.total : local.total,
    universityIds: union(local.universityIds, server.universityIds),
    programIds: union(local.programIds, server.programIds),
    scholarshipIds: union(local.scholarshipIds, server.scholarshipIds),
  };
}

/**
 * Keeps a signed-in visitor's lists on the server: after sign-in the account's lists are merged
 * with this browser's, and every later change here is saved (debounced). Signing out clears the
 * session and this browser's copy of the lists.
 */
import { useEffect } from 'react';
import { apiClient } from '../api/contract-client.ts';
import { clearVisitorSession, useVisitorSession } from '../auth/visitor-session.ts';
import { clearLists, getLists, mergeLists, onListsChange, setLists } from './saved-lists.ts';

const SAVE_DELAY_MS = 400;

export async function pullLists(): Promise<void> {
  const { data } = await apiClient.get('/api/auth/me/lists', { auth: 'visitor' });
  const merged = mergeLists(getLists(), data);
  setLists(() => merged, 'server');
  await pushLists();
}

async function pushLists(): Promise<void> {
  await apiClient.put('/api/auth/me/lists', { auth: 'visitor', body: getLists() });
}

export function signOutVisitor(): void {
  clearVisitorSession();
  clearLists();
}

/** Mounted once in the layout: saves local changes while a visitor is signed in. */
export function useListSync(): void {
  const session = useVisitorSession();
  const signedIn = Boolean(session);
  useEffect(() => {
    if (!signedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onListsChange((origin) => {
      if (origin !== 'local') return;
      clearTimeout(timer);
      timer = setTimeout(() => void pushLists().catch(() => undefined), SAVE_DELAY_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [signedIn]);
}

/**
 * A signed-in session kept in browser storage (a token and its user, under two keys), shared by
 * every tab: a change in one tab reaches the others through the `storage` event. Unparsable
 * stored data clears the session instead of breaking the page.
 */
import { useSyncExternalStore } from 'react';

export interface StoredSession<U> {
  token: string;
  user: U;
}

export function createStoredSession<U>(keys: { token: string; user: string }, isUser: (value: unknown) => value is U) {
  const listeners = new Set<() => void>();
  let cached: StoredSession<U> | null | undefined;

  const remove = () => {
    localStorage.removeItem(keys.token);
    localStorage.removeItem(keys.user);
  };
  const read = (): StoredSession<U> | null => {
    try {
      const token = localStorage.getItem(keys.token);
      const rawUser = localStorage.getItem(keys.user);
      if (!token || !rawUser) return null;
      const user: unknown = JSON.parse(rawUser);
      if (!isUser(user)) throw new Error('invalid stored user');
      return { token, user };
    } catch {
      remove();
      return null;
    }
  };
  const notify = () => {
    cached = undefined;
    for (const listener of listeners) listener();
  };
  const get = (): StoredSession<U> | null => {
    if (cached === undefined) cached = read();
    return cached;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === keys.token || event.key === keys.user || event.key === null) notify();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  return {
    get,
    token: () => get()?.token ?? null,
    set(session: StoredSession<U>): void {
      localStorage.setItem(keys.token, session.token);
      localStorage.setItem(keys.user, JSON.stringify(session.user));
      notify();
    },
    clear(): void {
      remove();
      notify();
    },
    use: (): StoredSession<U> | null => useSyncExternalStore(subscribe, get, () => null),
  };
}

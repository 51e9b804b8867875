/**
 * The administrator's session in browser storage (`adminToken`, `adminUser`). Unparsable
 * stored data clears the session instead of breaking the panel.
 */
import { useSyncExternalStore } from 'react';

export interface AdminUser {
  id?: string;
  username: string;
  role?: string;
}
export interface AdminSession {
  token: string;
  user: AdminUser;
}

const TOKEN_KEY = 'adminToken';
const USER_KEY = 'adminUser';
const listeners = new Set<() => void>();
let cached: AdminSession | null | undefined;

function read(): AdminSession | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const rawUser = localStorage.getItem(USER_KEY);
    if (!token || !rawUser) return null;
    const user = JSON.parse(rawUser) as AdminUser;
    if (!user || typeof user.username !== 'string') throw new Error('invalid stored user');
    return { token, user };
  } catch {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    return null;
  }
}

function notify() {
  cached = undefined;
  for (const listener of listeners) listener();
}

export function getAdminSession(): AdminSession | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function getAdminToken(): string | null {
  return getAdminSession()?.token ?? null;
}

export function setAdminSession(session: AdminSession): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  notify();
}

export function clearAdminSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  notify();
}

export function useAdminSession(): AdminSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === TOKEN_KEY || event.key === USER_KEY) notify();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    getAdminSession,
    () => null,
  );
}

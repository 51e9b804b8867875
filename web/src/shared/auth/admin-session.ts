/** The administrator's session in browser storage (`adminToken`, `adminUser`). */
import { createStoredSession, type StoredSession } from './stored-session.ts';

interface AdminUser {
  id?: string;
  username: string;
  role?: string;
}
export type AdminSession = StoredSession<AdminUser>;

const session = createStoredSession<AdminUser>(
  { token: 'adminToken', user: 'adminUser' },
  (value): value is AdminUser => typeof value === 'object' && value !== null && typeof (value as AdminUser).username === 'string',
);

export const getAdminSession = session.get;
export const getAdminToken = session.token;
export const setAdminSession = session.set;
export const clearAdminSession = session.clear;
export const useAdminSession = session.use;

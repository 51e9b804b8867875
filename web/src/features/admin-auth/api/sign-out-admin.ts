import { apiClient } from '../../../shared/api/contract-client.ts';
import { clearAdminSession, getAdminToken } from '../../../shared/auth/admin-session.ts';

/**
 * Ends the session on the server (every token of this administrator stops working), then
 * forgets it here. The browser is signed out even when the server cannot be reached.
 */
export async function signOutAdmin(): Promise<void> {
  if (getAdminToken()) await apiClient.delete('/api/admin/account/session', { auth: 'admin', timeoutMs: 5_000 }).catch(() => undefined);
  clearAdminSession();
}

/**
 * Admin tokens last an hour at most. While the panel is in use (each successful admin call),
 * a token with less than RENEW_WITHIN_MS left is swapped for a fresh one of the same session,
 * once at a time and without the administrator noticing; an idle panel lets it expire.
 */
import { contractUrl, type ApiAnswer } from '@dalil/contracts/client';
import { getAdminSession, setAdminSession } from './admin-session.ts';

const RENEW_WITHIN_MS = 20 * 60 * 1000;
let renewing: Promise<void> | undefined;

function expiresAt(token: string): number | undefined {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function renewAdminSessionIfDue(now = Date.now()): void {
  const session = getAdminSession();
  const expiry = session ? expiresAt(session.token) : undefined;
  if (!session || expiry === undefined || expiry - now > RENEW_WITHIN_MS || renewing) return;
  // Plain fetch, not the API client: the client renews after each admin call, and a failed renewal
  // must not sign the panel out (the next real call decides).
  renewing = fetch(contractUrl('post', '/api/admin/account/session'), { method: 'POST', headers: { accept: 'application/json', authorization: `Bearer ${session.token}` } })
    .then(async (response) => {
      if (!response.ok) return; // an ended session shows itself on the next call (401 signs the panel out)
      // fetch's json() is untyped; the contract names the answer.
      const body = (await response.json()) as ApiAnswer<'post', '/api/admin/account/session'>;
      // Only if nobody signed out or in meanwhile.
      if (body.data.token && getAdminSession()?.token === session.token) setAdminSession({ token: body.data.token, user: session.user });
    })
    .catch(() => undefined)
    .finally(() => {
      renewing = undefined;
    });
}

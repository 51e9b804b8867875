/**
 * An administrator's session: a token of at most ADMIN_TOKEN_TTL seconds bound to the
 * administrator's current session id (service-kit admin-sessions). Renewing keeps the session;
 * signing out or changing the password ends it, and with it every token issued before.
 */
import type { AdminSessions } from '@dalil/service-kit/admin-sessions';
import { SESSION_ENDED, type TokenService } from '@dalil/service-kit/auth';
import { Unauthorized } from '@dalil/service-kit/errors';
import type { TAdminSession } from '@dalil/contracts/auth/administrator';
import type { TTokenClaims } from '@dalil/contracts/auth/token';
import type { AdministratorRepository } from '../data/index.ts';

export interface AdminSessionDeps {
  sessions: AdminSessions;
  tokens: TokenService;
  tokenTtlSeconds: number;
}

function sessionToken(deps: AdminSessionDeps, administrator: { id: string; username: string }, sid: string): TAdminSession {
  const token = deps.tokens.sign({ sub: administrator.id, username: administrator.username, role: 'admin', sid }, deps.tokenTtlSeconds);
  return { token, user: { id: administrator.id, username: administrator.username, role: 'admin' }, expiresIn: deps.tokenTtlSeconds };
}

/** Joins the administrator's current session (or starts one) and issues a token for it. */
export async function openAdminSession(deps: AdminSessionDeps, administrator: { id: string; username: string }): Promise<TAdminSession> {
  return sessionToken(deps, administrator, await deps.sessions.start(administrator.id, deps.tokenTtlSeconds));
}

/** A fresh token for a session that is still current, for an account that still exists. */
export async function renewAdminSession(deps: AdminSessionDeps & { administrators: AdministratorRepository }, claims: TTokenClaims): Promise<TAdminSession> {
  const administrator = await deps.administrators.findById(claims.sub);
  if (!administrator) throw new Unauthorized('Your account no longer exists; sign in again');
  if (!claims.sid || !(await deps.sessions.extend(administrator.id, claims.sid, deps.tokenTtlSeconds))) throw new Unauthorized(SESSION_ENDED);
  return sessionToken(deps, administrator, claims.sid);
}

/** Sign-out: every token of this administrator stops working (within seconds everywhere). */
export async function endAdminSession(deps: { sessions: AdminSessions }, administratorId: string): Promise<void> {
  await deps.sessions.end(administratorId);
}

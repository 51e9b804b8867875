import { Invalid, Unauthorized } from '@dalil/service-kit/errors';
import type { TAdminSession, TChangePasswordBody } from '@dalil/contracts/auth/administrator';
import type { AdministratorRepository } from '../data/index.ts';
import { hashPassword, verifyPassword } from '../domain/index.ts';
import type { LoginThrottle } from '../login-throttle/index.ts';
import { openAdminSession, type AdminSessionDeps } from './admin-session.ts';

/**
 * An administrator changes their own password. The current password is checked under the same
 * throttle as sign-in, so a stolen token cannot be used to guess it. Every earlier token stops
 * working; the one who changed it gets a token of a new session.
 */
export async function changeAdministratorPassword(
  deps: AdminSessionDeps & { administrators: AdministratorRepository; throttle: LoginThrottle },
  input: TChangePasswordBody & { administratorId: string; ip: string },
): Promise<TAdminSession> {
  const administrator = await deps.administrators.findById(input.administratorId);
  if (!administrator) throw new Unauthorized('Your account no longer exists; sign in again');
  const account = `admin:${administrator.username.toLowerCase()}`;
  await deps.throttle.assertAllowed(input.ip, account);
  if (!(await verifyPassword(input.currentPassword, administrator.passwordHash))) {
    await deps.throttle.recordFailure(input.ip, account);
    throw new Invalid('currentPassword: the current password is not correct', [
      { field: 'currentPassword', message: 'The current password is not correct' },
    ]);
  }
  await deps.throttle.recordSuccess(input.ip, account);
  const passwordHash = await hashPassword(input.newPassword);
  // Sessions first: if Redis cannot end them, nothing has changed and the caller may retry.
  await deps.sessions.end(administrator.id);
  await deps.administrators.setPassword(administrator.id, passwordHash);
  return openAdminSession(deps, administrator);
}

import { Unauthorized } from '@dalil/service-kit/errors';
import type { TAdminLoginBody } from '@dalil/contracts/auth/administrator';
import type { AdministratorRepository } from '../data/index.ts';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from '../domain/index.ts';
import type { LoginThrottle } from '../login-throttle/index.ts';
import { openAdminSession, type AdminSessionDeps } from './admin-session.ts';

const ADMIN_LOGIN_FAILED = 'Login failed: invalid username or password';

export interface AdminSignInDeps extends AdminSessionDeps {
  administrators: AdministratorRepository;
  throttle: LoginThrottle;
}

/** Checks the throttle, the password (upgrading an older hash), then issues a short-lived admin token. */
export async function signInAdministrator(deps: AdminSignInDeps, input: TAdminLoginBody & { ip: string }) {
  const account = `admin:${input.username.toLowerCase()}`;
  await deps.throttle.assertAllowed(input.ip, account);

  const administrator = await deps.administrators.findByUsername(input.username);
  const valid = administrator
    ? await verifyPassword(input.password, administrator.passwordHash)
    : await verifyAgainstDecoy(input.password);
  if (!administrator || !valid) {
    await deps.throttle.recordFailure(input.ip, account);
    throw new Unauthorized(ADMIN_LOGIN_FAILED);
  }
  await deps.throttle.recordSuccess(input.ip, account);
  if (needsRehash(administrator.passwordHash)) await deps.administrators.setPassword(administrator.id, await hashPassword(input.password));
  return openAdminSession(deps, administrator);
}

import type { TokenService } from '@dalil/service-kit/auth';
import { Unauthorized } from '@dalil/service-kit/errors';
import type { TAdminLoginBody, TAdminUser } from '@dalil/contracts/auth/administrator';
import type { AdministratorRepository } from '../data/administrator-repository.ts';
import { verifyAgainstDecoy, verifyPassword } from '../domain/password.ts';
import type { LoginThrottle } from '../login-throttle/login-throttle.ts';

export const ADMIN_LOGIN_FAILED = 'Login failed: invalid username or password';

export interface AdminSignInDeps {
  administrators: AdministratorRepository;
  throttle: LoginThrottle;
  tokens: TokenService;
  tokenTtlSeconds: number;
}

/** Checks the throttle, the password, then issues a short-lived admin token. */
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

  const user: TAdminUser = { id: administrator.id, username: administrator.username, role: 'admin' };
  const token = deps.tokens.sign({ sub: user.id, username: user.username, role: 'admin' }, deps.tokenTtlSeconds);
  return { token, user, expiresIn: deps.tokenTtlSeconds };
}

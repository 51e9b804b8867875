import type { TokenService } from '@dalil/service-kit/auth';
import { Conflict } from '@dalil/service-kit/errors';
import type { TRegisterVisitorBody } from '@dalil/contracts/auth/visitor';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../domain/index.ts';
import type { LoginThrottle } from '../login-throttle/index.ts';
import type { VisitorRepository } from './visitor-repository.ts';
import { issueVisitorSession } from './visitor-session.ts';

/** Says nothing about whether the e-mail has an account (see registerVisitor). */
export const REGISTRATION_FAILED = 'Registration failed: check your e-mail address and password, or sign in';

/**
 * Creates the account and signs the visitor in at once. Registering again with the e-mail and
 * password of an existing account signs its owner in, like a new account would; any other
 * refusal uses one wording that does not say whether the e-mail is registered, after the same
 * hashing work, and every attempt counts against the address's registration limit.
 */
export async function registerVisitor(
  deps: { visitors: VisitorRepository; throttle: LoginThrottle; tokens: TokenService; tokenTtlSeconds: number },
  input: TRegisterVisitorBody & { ip: string },
) {
  await deps.throttle.assertRegistrationAllowed(input.ip);
  const passwordHash = await hashPassword(input.password);
  const existing = await deps.visitors.findByEmail(input.email);
  if (existing) {
    if (await verifyPassword(input.password, existing.passwordHash)) return issueVisitorSession(deps.tokens, existing, deps.tokenTtlSeconds);
    throw new Conflict(REGISTRATION_FAILED);
  }
  // The same two hashes' work as for an existing e-mail, so the time taken does not tell either.
  await verifyAgainstDecoy(input.password);
  const row = await deps.visitors.create({ name: input.name?.trim() || null, email: input.email, passwordHash });
  // Two registrations racing for one email: the unique index decides.
  if (!row) throw new Conflict(REGISTRATION_FAILED);
  return issueVisitorSession(deps.tokens, row, deps.tokenTtlSeconds);
}

import type { TRegisterVisitorBody } from '@dalil/contracts/auth/visitor';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../domain/password.ts';
import type { LoginThrottle } from '../login-throttle/login-throttle.ts';
import type { VisitorRepository } from './visitor-repository.ts';

/** The one answer to every accepted registration, new e-mail or not. */
export const REGISTRATION_RECEIVED = 'Registration received: sign in with this e-mail address and password';

/**
 * Creates the account when the e-mail is new. The answer is the same whether or not the e-mail
 * already has an account (no token either way; the visitor signs in next), and both paths do
 * the same two hashes, so neither the answer nor its timing tells a guesser which e-mails are
 * registered. An existing account is left exactly as it was. Every attempt counts against the
 * address's registration limit.
 */
export async function registerVisitor(
  deps: { visitors: VisitorRepository; throttle: LoginThrottle },
  input: TRegisterVisitorBody & { ip: string },
): Promise<void> {
  await deps.throttle.assertRegistrationAllowed(input.ip);
  const passwordHash = await hashPassword(input.password);
  const existing = await deps.visitors.findByEmail(input.email);
  if (existing) {
    await verifyPassword(input.password, existing.passwordHash);
    return;
  }
  await verifyAgainstDecoy(input.password);
  // Two registrations racing for one e-mail: the unique index keeps the first, the second is a no-op.
  await deps.visitors.create({ name: input.name?.trim() || null, email: input.email, passwordHash });
}

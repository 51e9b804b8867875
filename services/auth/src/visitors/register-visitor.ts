import type { TokenService } from '@dalil/service-kit/auth';
import { Conflict } from '@dalil/service-kit/errors';
import type { TRegisterVisitorBody } from '@dalil/contracts/auth/visitor';
import { hashPassword } from '../domain/password.ts';
import type { VisitorRepository } from './visitor-repository.ts';
import { issueVisitorSession } from './visitor-session.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** Creates the account and signs the visitor in at once. */
export async function registerVisitor(
  deps: { visitors: VisitorRepository; tokens: TokenService; tokenTtlSeconds: number },
  input: TRegisterVisitorBody,
) {
  if (await deps.visitors.findByEmail(input.email)) throw new Conflict(EMAIL_TAKEN);
  const row = await deps.visitors.create({
    name: input.name?.trim() || null,
    email: input.email,
    passwordHash: await hashPassword(input.password),
  });
  // Two registrations racing for one email: the unique index decides.
  if (!row) throw new Conflict(EMAIL_TAKEN);
  return issueVisitorSession(deps.tokens, row, deps.tokenTtlSeconds);
}

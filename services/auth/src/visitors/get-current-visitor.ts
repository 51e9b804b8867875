import { Unauthorized } from '@dalil/service-kit/errors';
import type { TTokenClaims } from '@dalil/contracts/auth/token';
import type { TVisitor } from '@dalil/contracts/auth/visitor';
import type { VisitorRepository } from './visitor-repository.ts';
import { toVisitor } from './visitor-session.ts';

/** Restores a visitor's session from a saved (already verified, unexpired) token. */
export async function getCurrentVisitor(visitors: VisitorRepository, claims: TTokenClaims): Promise<TVisitor> {
  if (claims.role !== 'visitor') throw new Unauthorized('This token does not belong to a visitor account');
  const row = await visitors.findById(claims.sub);
  if (!row) throw new Unauthorized('Your account no longer exists; sign in again');
  return toVisitor(row);
}

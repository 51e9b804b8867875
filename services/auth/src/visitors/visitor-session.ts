import type { TokenService } from '@dalil/service-kit/auth';
import type { TVisitor } from '@dalil/contracts/auth/visitor';
import type { VisitorRow } from './visitor-repository.ts';
import { recordIds } from '@dalil/contracts/common/record-ids';

/** The public shape of an account: never the password hash. */
export function toVisitor(row: VisitorRow): TVisitor {
  return { ...recordIds(row.id), name: row.name, email: row.email, role: 'visitor', createdAt: row.createdAt.toISOString() };
}

export function issueVisitorSession(tokens: TokenService, row: VisitorRow, ttlSeconds: number) {
  const user = toVisitor(row);
  const token = tokens.sign({ sub: user.id, username: user.email, role: 'visitor' }, ttlSeconds);
  return { user, token, expiresIn: ttlSeconds };
}

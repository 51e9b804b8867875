import type { TokenService } from '@dalil/service-kit/auth';
import { Unauthorized } from '@dalil/service-kit/errors';
import type { TVisitorLoginBody } from '@dalil/contracts/auth/visitor';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from '../domain/index.ts';
import type { LoginThrottle } from '../login-throttle/index.ts';
import type { VisitorRepository } from './visitor-repository.ts';
import { issueVisitorSession } from './visitor-session.ts';

const VISITOR_LOGIN_FAILED = 'Login failed: invalid email or password';

export async function signInVisitor(
  deps: { visitors: VisitorRepository; throttle: LoginThrottle; tokens: TokenService; tokenTtlSeconds: number },
  input: TVisitorLoginBody & { ip: string },
) {
  const account = `visitor:${input.email}`;
  await deps.throttle.assertAllowed(input.ip, account);
  const row = await deps.visitors.findByEmail(input.email);
  const valid = row ? await verifyPassword(input.password, row.passwordHash) : await verifyAgainstDecoy(input.password);
  if (!row || !valid) {
    await deps.throttle.recordFailure(input.ip, account);
    throw new Unauthorized(VISITOR_LOGIN_FAILED);
  }
  await deps.throttle.recordSuccess(input.ip, account);
  if (needsRehash(row.passwordHash)) await deps.visitors.setPassword(row.id, await hashPassword(input.password));
  return issueVisitorSession(deps.tokens, row, deps.tokenTtlSeconds);
}

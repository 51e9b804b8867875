import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSigner, createVerifier } from 'fast-jwt';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, ZTokenClaims, type TRole, type TTokenClaims, type TTokenSubject } from '@dalil/contracts/auth/token';
import { ADMIN_SESSIONS_UNAVAILABLE, type AdminSessions } from './admin-sessions.ts';
import { Forbidden, Unauthorized, Unavailable, errorCode } from './errors.ts';

export interface TokenService {
  /** Signs a token for `subject`'s role: issuer, audience, issued-at and expiry are always set. */
  sign(subject: TTokenSubject, expiresInSeconds: number): string;
  /** Signature, expiry, issuer and the role's audience (no session check: visitors, or a first look). */
  verify(token: string, role: TRole): TTokenClaims;
  /** An administrator's token whose session is still current (not signed out, password unchanged). */
  verifyAdmin(token: string): Promise<TTokenClaims>;
  /** The administrators' sessions, where this process can reach them. */
  readonly sessions?: AdminSessions;
}

export const SESSION_ENDED = 'Your session has ended, please sign in again';

/**
 * HS256 tokens shared by the auth service (signs), the gateway and every service (verify).
 * `exp`, `iat`, `iss` and `aud` are required; admin and visitor tokens have different audiences.
 * Without `sessions` an admin token can never be accepted (fail closed).
 */
export function createTokenService(secret: string, options: { sessions?: AdminSessions } = {}): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    cache: 1000,
    allowedIss: TOKEN_ISSUER,
    allowedAud: [TOKEN_AUDIENCE.admin, TOKEN_AUDIENCE.visitor],
    requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub'],
  });
  const verify = (token: string, role: TRole): TTokenClaims => {
    let payload: unknown;
    try {
      payload = verifier(token);
    } catch (error) {
      const code = errorCode(error);
      throw new Unauthorized(code === 'FAST_JWT_EXPIRED' ? 'Session expired, please sign in again' : 'Invalid token');
    }
    const claims = ZTokenClaims.safeParse(payload);
    if (!claims.success || claims.data.aud !== TOKEN_AUDIENCE[claims.data.role]) throw new Unauthorized('Invalid token');
    if (claims.data.role !== role) {
      throw new Forbidden(role === 'admin' ? 'Administrator access required' : 'This token does not belong to a visitor account');
    }
    return claims.data;
  };
  return {
    sessions: options.sessions,
    sign: (subject, expiresInSeconds) => {
      const now = Math.floor(Date.now() / 1000);
      return signer({ ...subject, iat: now, exp: now + expiresInSeconds, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE[subject.role] });
    },
    verify,
    async verifyAdmin(token) {
      const claims = verify(token, 'admin');
      if (!claims.sid) throw new Unauthorized('Invalid token');
      if (!options.sessions) throw new Unavailable(ADMIN_SESSIONS_UNAVAILABLE);
      if (!(await options.sessions.isCurrent(claims.sub, claims.sid))) throw new Unauthorized(SESSION_ENDED);
      return claims;
    },
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** A visitor's claims: 401 without a valid token, 403 with an administrator's. */
export function visitorClaimsOf(tokens: TokenService, request: FastifyRequest): TTokenClaims {
  const token = bearerToken(request);
  if (!token) throw new Unauthorized('Authentication required');
  return tokens.verify(token, 'visitor');
}

/** An administrator's claims: 401 without a valid, current token, 403 with a visitor's. */
export async function adminClaimsOf(tokens: TokenService, request: FastifyRequest): Promise<TTokenClaims> {
  const token = bearerToken(request);
  if (!token) throw new Unauthorized('Authentication required');
  return tokens.verifyAdmin(token);
}

/**
 * The admin check for a route, as its `onRequest` hook: the token is checked before the body is
 * read or validated, so a caller without one gets 401, never a 400 about the body.
 * The verified claims land on `request.user`.
 */
export function adminOnly(tokens: TokenService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.user = await adminClaimsOf(tokens, request);
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: TTokenClaims;
  }
}

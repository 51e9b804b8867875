import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSigner, createVerifier } from 'fast-jwt';
import { ZTokenClaims, type TTokenClaims } from '@dalil/contracts/auth/token';
import { Forbidden, Unauthorized } from './errors.ts';

export interface TokenService {
  sign(claims: TTokenClaims, expiresInSeconds: number): string;
  verify(token: string): TTokenClaims;
}

/** HS256 tokens shared by the auth service (signs), the gateway and every service (verify). */
export function createTokenService(secret: string): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign: (claims, expiresInSeconds) => signer({ ...claims, exp: Math.floor(Date.now() / 1000) + expiresInSeconds }),
    verify: (token) => {
      let payload: unknown;
      try {
        payload = verifier(token);
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw new Unauthorized(code === 'FAST_JWT_EXPIRED' ? 'Session expired, please sign in again' : 'Invalid token');
      }
      const claims = ZTokenClaims.safeParse(payload);
      if (!claims.success) throw new Unauthorized('Invalid token');
      return claims.data;
    },
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** 401 without a valid token, 403 with a valid token that is not an administrator's. */
export function claimsOf(tokens: TokenService, request: FastifyRequest, role?: 'admin'): TTokenClaims {
  const token = bearerToken(request);
  if (!token) throw new Unauthorized('Authentication required');
  const claims = tokens.verify(token);
  if (role === 'admin' && claims.role !== 'admin') throw new Forbidden('Administrator access required');
  return claims;
}

/**
 * The admin check for a route, as its `onRequest` hook: the token is checked before the body is
 * read or validated, so a caller without one gets 401, never a 400 about the body.
 * The verified claims land on `request.user`.
 */
export function adminOnly(tokens: TokenService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.user = claimsOf(tokens, request, 'admin');
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: TTokenClaims;
  }
}

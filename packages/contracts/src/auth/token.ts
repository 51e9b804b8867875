import { z } from 'zod';

export const ZRole = z.enum(['admin', 'visitor']);
export type TRole = z.infer<typeof ZRole>;

/** Who issues every Dalil token, and the audience of each kind: an admin token never opens a visitor's routes, nor the reverse. */
export const TOKEN_ISSUER = 'dalil-auth';
export const TOKEN_AUDIENCE = { admin: 'dalil-admin', visitor: 'dalil-visitor' } as const satisfies Record<TRole, string>;

/** What the auth service puts in a token: the account, and for administrators the session it belongs to. */
export const ZTokenSubject = z.object({
  sub: z.string(),
  username: z.string(),
  role: ZRole,
  /** The administrator's session (see service-kit admin-sessions): ended at sign-out and on a password change. */
  sid: z.string().optional(),
});
export type TTokenSubject = z.infer<typeof ZTokenSubject>;

/** What every Dalil JWT carries. Services and the gateway verify it with the shared secret. */
export const ZTokenClaims = ZTokenSubject.extend({
  iat: z.number().int(),
  exp: z.number().int(),
  iss: z.literal(TOKEN_ISSUER),
  aud: z.enum([TOKEN_AUDIENCE.admin, TOKEN_AUDIENCE.visitor]),
});
export type TTokenClaims = z.infer<typeof ZTokenClaims>;

import { z } from 'zod';

export const ZRole = z.enum(['admin', 'visitor']);
export type TRole = z.infer<typeof ZRole>;

/** What every Dalil JWT carries. Services and the gateway verify it with the shared secret. */
export const ZTokenClaims = z.object({
  sub: z.string(),
  username: z.string(),
  role: ZRole,
});
export type TTokenClaims = z.infer<typeof ZTokenClaims>;

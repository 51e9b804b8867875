import { z } from 'zod';
import { ZNewPassword } from './administrator.ts';

const ZEmail = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Email must be a valid email address'));

export const ZRegisterVisitorBody = z.object({
  name: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
  email: ZEmail,
  password: ZNewPassword,
});
export type TRegisterVisitorBody = z.infer<typeof ZRegisterVisitorBody>;

export const ZVisitorLoginBody = z.object({
  email: ZEmail,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});
export type TVisitorLoginBody = z.infer<typeof ZVisitorLoginBody>;

/** A visitor account as the API shows it: never the password hash. */
export const ZVisitor = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.literal('visitor'),
  createdAt: z.string(),
});
export type TVisitor = z.infer<typeof ZVisitor>;

/**
 * Login and registration answer the envelope and, because the spec's client reads
 * `{user, token}` at the top level, the same two fields there too.
 */
export const ZVisitorSession = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: ZVisitor, token: z.string(), expiresIn: z.number().int() }),
  user: ZVisitor,
  token: z.string(),
});
export type TVisitorSession = z.infer<typeof ZVisitorSession>;

export const ZCurrentVisitor = z.object({
  success: z.literal(true),
  data: z.object({ user: ZVisitor }),
  user: ZVisitor,
});

import { z } from 'zod';
import { ZSuccess } from '../common/envelope.ts';

/** `{username, password}` of the admin panel's login form (both required, nothing else checked). */
export const ZAdminLoginBody = z.object({
  username: z.string({ message: 'Username is required' }).trim().min(1, 'Username is required').max(100, 'Username is too long'),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});
export type TAdminLoginBody = z.infer<typeof ZAdminLoginBody>;

export const ZAdminUser = z.object({
  id: z.string(),
  username: z.string(),
  role: z.literal('admin'),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** A signed-in administrator's token (at most an hour; the panel renews it while in use), its user and lifetime in seconds. */
export const ZAdminSession = z.object({ token: z.string(), user: ZAdminUser, expiresIn: z.number().int() });
export type TAdminSession = z.infer<typeof ZAdminSession>;

export const ZAdminLoginResult = ZSuccess(ZAdminSession).extend({
  message: z.string(),
});
export type TAdminLoginResult = z.infer<typeof ZAdminLoginResult>;

/** Passwords chosen by people: at least 8 characters (the shared rule for admins and visitors). */
export const ZNewPassword = z
  .string({ message: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

export const ZChangePasswordBody = z
  .object({
    currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required'),
    newPassword: ZNewPassword,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one',
  });
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

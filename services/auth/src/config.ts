import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ZBaseServiceEnv } from '@dalil/service-kit/config';

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
/** `VAR=` (as compose passes an unset variable written `${VAR:-}`) means not set. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

export const ZAuthEnv = ZBaseServiceEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4103),
  ADMIN_USERNAME: z.preprocess(unsetIfEmpty, z.string().min(3, 'ADMIN_USERNAME must be at least 3 characters').optional()),
  ADMIN_PASSWORD: z.preprocess(unsetIfEmpty, z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional()),
  /** ADMIN_PASSWORD creates the administrator; only with this set does it replace an existing one's password. */
  ADMIN_PASSWORD_RESET: z.enum(['true', 'false'], { message: 'ADMIN_PASSWORD_RESET must be true or false' }).default('false').transform((v) => v === 'true'),
  /** Lifetime of an administrator's token: at most an hour; the panel renews it while in use. */
  ADMIN_TOKEN_TTL: z.coerce.number().int().min(60, 'ADMIN_TOKEN_TTL must be at least 60 seconds').max(3600, 'ADMIN_TOKEN_TTL must be at most 3600 seconds').default(3600),
  VISITOR_TOKEN_TTL: seconds(7 * 24 * 60 * 60),
  /** Failed sign-ins allowed from one IP address within LOGIN_IP_WINDOW seconds. */
  LOGIN_IP_MAX_FAILURES: seconds(10),
  LOGIN_IP_WINDOW: seconds(60),
  /** Failed sign-ins on one account before it is locked for LOGIN_LOCKOUT seconds. */
  LOGIN_ACCOUNT_MAX_FAILURES: seconds(5),
  LOGIN_LOCKOUT: seconds(15 * 60),
  /** Visitor registrations allowed from one address within REGISTER_IP_WINDOW seconds. */
  REGISTER_IP_MAX_ATTEMPTS: seconds(5),
  REGISTER_IP_WINDOW: seconds(60 * 60),
}).superRefine((env, context) => {
  // One without the other would start with no administrator and no word why.
  if (env.ADMIN_USERNAME && !env.ADMIN_PASSWORD) context.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_PASSWORD is missing (ADMIN_USERNAME is set)' });
  if (env.ADMIN_PASSWORD && !env.ADMIN_USERNAME) context.addIssue({ code: 'custom', path: ['ADMIN_USERNAME'], message: 'ADMIN_USERNAME is missing (ADMIN_PASSWORD is set)' });
});
export type TAuthConfig = z.infer<typeof ZAuthEnv>;

export const MIGRATIONS_DIRECTORY = fileURLToPath(new URL('../migrations', import.meta.url));

import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ZBaseServiceEnv } from '@dalil/service-kit/config';

export const ZAuthEnv = ZBaseServiceEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4103),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
});
export type TAuthConfig = z.infer<typeof ZAuthEnv>;

export const MIGRATIONS_DIRECTORY = fileURLToPath(new URL('../migrations', import.meta.url));

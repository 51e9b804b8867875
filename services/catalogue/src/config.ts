import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ZBaseServiceEnv } from '@dalil/service-kit/config';

export const ZCatalogueEnv = ZBaseServiceEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4101),
});
export type TCatalogueConfig = z.infer<typeof ZCatalogueEnv>;

export const MIGRATIONS_DIRECTORY = fileURLToPath(new URL('../migrations', import.meta.url));

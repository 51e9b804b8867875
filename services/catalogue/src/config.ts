import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ZBaseServiceEnv } from '@dalil/service-kit/config';

export const ZCatalogueEnv = ZBaseServiceEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4101),
  /**
   * Connections of the results lookups' own pool. Each statement carries every lookup read in one
   * turn of the event loop, so a few suffice; more only put more PostgreSQL backends on the same
   * cores, which lengthens the slowest answers (docs/performance.md).
   */
  RESULTS_LOOKUP_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(2),
  /** Keep each guidance suggestions answer for the next student with the same question ('off': compute every answer afresh). */
  GUIDANCE_ANSWER_CACHE: z.enum(['on', 'off']).default('on'),
  /** Compressed bytes of kept suggestions answers (~40 kB each), least recently asked dropped first. */
  GUIDANCE_ANSWER_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
});
export type TCatalogueConfig = z.infer<typeof ZCatalogueEnv>;

export const MIGRATIONS_DIRECTORY = fileURLToPath(new URL('../migrations', import.meta.url));

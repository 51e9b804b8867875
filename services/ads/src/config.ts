import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ZBaseServiceEnv } from '@dalil/service-kit/config';

const ms = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const ZAdsEnv = ZBaseServiceEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4102),
  /** How often the event consumer reads the stream when it is drained. */
  ADS_FLUSH_INTERVAL_MS: ms(1_000),
  /** Stream entries read and counted per transaction. */
  ADS_BATCH_SIZE: ms(5_000),
  /** Pending events of a consumer idle this long are taken over by another instance. */
  ADS_CLAIM_IDLE_MS: ms(30_000),
  /** De-duplication windows per visitor, ad and kind (seconds). */
  ADS_IMPRESSION_WINDOW_S: ms(30),
  ADS_CLICK_WINDOW_S: ms(10),
  /** How often the in-memory set of countable ad ids is reloaded (other replicas' changes). */
  ADS_KNOWN_IDS_REFRESH_MS: ms(10_000),
  /** How long a public position's answer is reused (changes in this process clear it at once). */
  ADS_PUBLIC_CACHE_MS: ms(5_000),
});
export type TAdsConfig = z.infer<typeof ZAdsEnv>;

export const MIGRATIONS_DIRECTORY = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * 'catalogue-changed' events: published on Redis pub/sub after every admin write, bulk import
 * or scrape upsert, so caches (gateway, web server, other replicas) can drop catalogue data.
 */
import type { Redis } from 'ioredis';

interface CatalogueChange {
  entity: 'university' | 'program' | 'scholarship';
  action: 'created' | 'updated' | 'deleted' | 'imported';
  id?: string;
  count?: number;
}

export interface CatalogueEvents {
  changed(change: CatalogueChange): Promise<void>;
}

export function catalogueChangedChannel(prefix: string): string {
  return `${prefix}:events:catalogue-changed`;
}

/**
 * The write already committed, so a Redis outage must not turn it into an error: the failure
 * is reported to `onError` (logged) and caches expire on their own.
 */
export function createCatalogueEvents(redis: Pick<Redis, 'publish'>, prefix: string, onError: (error: unknown) => void = () => undefined): CatalogueEvents {
  const channel = catalogueChangedChannel(prefix);
  return {
    async changed(change) {
      try {
        await redis.publish(channel, JSON.stringify({ ...change, at: new Date().toISOString() }));
      } catch (error) {
        onError(error);
      }
    },
  };
}

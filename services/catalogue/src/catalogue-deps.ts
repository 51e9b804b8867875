import type pg from 'pg';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import { createCatalogueEvents, type CatalogueEvents } from './events/catalogue-events.ts';
import { clearOnCatalogueChanges, createListCache, type ListCache } from './events/list-cache.ts';
import { registerProgramRoutes } from './programs/routes.ts';
import { registerScholarshipRoutes } from './scholarships/routes.ts';
import { registerUniversityRoutes } from './universities/routes.ts';

/** What the university, program and scholarship features need. */
export interface CatalogueDeps {
  pool: pg.Pool;
  /** Publishes 'catalogue-changed' (and empties this replica's cache first). */
  events: CatalogueEvents;
  /** Public answers as ready JSON text. */
  cache: ListCache;
}

/** Universities, programs and scholarships, sharing one change-event publisher and one cache. */
export function registerCatalogueRoutes(app: ServiceApp, ctx: ServiceContext): void {
  const cache = createListCache({ ttlMs: 30_000, maxBytes: 32 * 1024 * 1024 });
  const publisher = createCatalogueEvents(ctx.redis, ctx.config.REDIS_PREFIX, (err) => app.log.warn({ err }, 'catalogue-changed event not published'));
  const events: CatalogueEvents = {
    async changed(change) {
      cache.clear();
      await publisher.changed(change);
    },
  };
  const stopListening = clearOnCatalogueChanges(ctx.redis, ctx.config.REDIS_PREFIX, cache);
  app.addHook('onClose', async () => stopListening());
  const deps: CatalogueDeps = { pool: ctx.database.pool, events, cache };
  registerUniversityRoutes(app, deps);
  registerProgramRoutes(app, deps);
  registerScholarshipRoutes(app, deps);
}

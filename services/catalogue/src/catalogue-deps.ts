import type { ServiceApp } from '@dalil/service-kit/create-service';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import type { CatalogueDeps } from './context.ts';
import { createCatalogueEvents, type CatalogueEvents } from './events/catalogue-events.ts';
import { clearOnCatalogueChanges, createListCache } from './events/list-cache.ts';
import { registerProgramRoutes } from './programs/routes.ts';
import { registerScholarshipRoutes } from './scholarships/routes.ts';
import { registerUniversityRoutes } from './universities/routes.ts';

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

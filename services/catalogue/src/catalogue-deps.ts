import type pg from 'pg';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import { createCatalogueEvents, type CatalogueEvents } from './events/catalogue-events.ts';
import { registerProgramRoutes } from './programs/routes.ts';
import { registerScholarshipRoutes } from './scholarships/routes.ts';
import { registerUniversityRoutes } from './universities/routes.ts';

/** What the university, program and scholarship features need: the pool and the change events. */
export interface CatalogueDeps {
  pool: pg.Pool;
  events: CatalogueEvents;
}

/** Universities, programs and scholarships, sharing one change-event publisher. */
export function registerCatalogueRoutes(app: ServiceApp, ctx: ServiceContext): void {
  const events = createCatalogueEvents(ctx.redis, ctx.config.REDIS_PREFIX, (err) => app.log.warn({ err }, 'catalogue-changed event not published'));
  const deps: CatalogueDeps = { pool: ctx.database.pool, events };
  registerUniversityRoutes(app, deps);
  registerProgramRoutes(app, deps);
  registerScholarshipRoutes(app, deps);
}

import type pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { featureOf } from '@dalil/service-kit/features';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import type { TCatalogueConfig } from './config.ts';
import type { CatalogueEvents, ListCache } from './events/index.ts';
import { createCatalogueEvents } from './events/catalogue-events.ts';
import { clearOnCatalogueChanges, createListCache } from './events/list-cache.ts';
import { createResultsCache, type ResultsCache } from './guidance/index.ts';

/** What the catalogue's features are given (database, Redis, config); routes import it from here, never from app.ts. */
export type CatalogueContext = ServiceContext<TCatalogueConfig>;

/** What the university, program and scholarship features need. */
interface CatalogueDeps {
  pool: pg.Pool;
  /** Publishes 'catalogue-changed' (and empties this replica's cache first). */
  events: CatalogueEvents;
  /** Public answers as ready JSON text. */
  cache: ListCache;
}

/** The catalogue features' plugin options: the service context and what several features share. */
interface CatalogueFeatureContext {
  service: CatalogueContext;
  /** Universities, programs and scholarships: one change-event publisher and one answer cache. */
  catalogue: CatalogueDeps;
  /** Results lookups and guidance read the same cut-offs and universities, held once. */
  results: ResultsCache;
}

/** Builds the shared parts once per app; the change listener stops with it. */
export function createCatalogueFeatureContext(app: FastifyInstance, ctx: CatalogueContext): CatalogueFeatureContext {
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
  return { service: ctx, catalogue: { pool: ctx.database.pool, events, cache }, results: createResultsCache(ctx.database.pool) };
}

/** A feature of the catalogue: its operations and one route each, built from the features' context. */
export const catalogueFeature = featureOf<CatalogueFeatureContext>();

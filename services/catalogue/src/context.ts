import type pg from 'pg';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import type { TCatalogueConfig } from './config.ts';
import type { CatalogueEvents, ListCache } from './events/index.ts';

/** What the catalogue's features are given (database, Redis, config); routes import it from here, never from app.ts. */
export type CatalogueContext = ServiceContext<TCatalogueConfig>;

/** What the university, program and scholarship features need. */
export interface CatalogueDeps {
  pool: pg.Pool;
  /** Publishes 'catalogue-changed' (and empties this replica's cache first). */
  events: CatalogueEvents;
  /** Public answers as ready JSON text. */
  cache: ListCache;
}

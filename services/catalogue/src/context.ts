import type { ServiceContext } from '@dalil/service-kit/service-context';
import type { TCatalogueConfig } from './config.ts';

/** What the catalogue's features are given (database, Redis, config); routes import it from here, never from app.ts. */
export type CatalogueContext = ServiceContext<TCatalogueConfig>;

import { contextDependencies, createServiceApp, type ServiceApp } from '@dalil/service-kit/create-service';
import type { CatalogueContext } from './context.ts';
import { registerResultsRoutes } from './results/routes.ts';
import { registerCatalogueRoutes } from './catalogue-deps.ts';
import { registerCareerRoutes } from './careers/routes.ts';
import { registerCostOfLivingRoutes } from './cost-of-living/routes.ts';
import { registerDataHealthRoutes } from './data-health/routes.ts';
import { documentRoutes } from './documents/routes.ts';
import { registerGuidanceRoutes } from './guidance/routes.ts';
import { createResultsCache } from './guidance/index.ts';

/** The catalogue service as a Fastify app (tests build it with inject; server.ts listens). */
export async function buildApp(ctx: CatalogueContext): Promise<ServiceApp> {
  const app = createServiceApp(contextDependencies(ctx));
  // Results lookups and guidance read the same cut-offs and universities, held once.
  const cache = createResultsCache(ctx.database.pool);
  registerResultsRoutes(app, ctx, cache);
  registerGuidanceRoutes(app, { pool: ctx.database.pool, cache });
  registerCatalogueRoutes(app, ctx);
  registerCareerRoutes(app, ctx);
  registerCostOfLivingRoutes(app, ctx);
  registerDataHealthRoutes(app, ctx);
  documentRoutes(app, { pool: ctx.database.pool });
  return app;
}

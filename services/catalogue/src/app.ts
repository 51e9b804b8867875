import { SERVICE_OPERATIONS } from '@dalil/contracts/api/all-operations';
import { contextDependencies, createServiceApp, type ServiceApp } from '@dalil/service-kit/create-service';
import { serveFeatures } from '@dalil/service-kit/features';
import { createCatalogueFeatureContext, type CatalogueContext } from './context.ts';
import { resultsRoutes } from './results/routes.ts';
import { guidanceRoutes } from './guidance/routes.ts';
import { universityRoutes } from './universities/routes.ts';
import { universityImageRoutes } from './universities/image-routes.ts';
import { programRoutes } from './programs/routes.ts';
import { scholarshipRoutes } from './scholarships/routes.ts';
import { careerRoutes } from './careers/routes.ts';
import { costOfLivingRoutes } from './cost-of-living/routes.ts';
import { dataHealthRoutes } from './data-health/routes.ts';
import { documentRoutes } from './documents/routes.ts';

/** The catalogue service as a Fastify app (tests build it with inject; server.ts listens). */
export async function buildApp(ctx: CatalogueContext): Promise<ServiceApp> {
  const app = createServiceApp(contextDependencies(ctx));
  await serveFeatures(app, createCatalogueFeatureContext(app, ctx), SERVICE_OPERATIONS.catalogue, [
    resultsRoutes,
    guidanceRoutes,
    universityRoutes,
    universityImageRoutes,
    programRoutes,
    scholarshipRoutes,
    careerRoutes,
    costOfLivingRoutes,
    dataHealthRoutes,
    documentRoutes,
  ]);
  return app;
}

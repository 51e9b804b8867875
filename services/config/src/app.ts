import { SERVICE_OPERATIONS } from '@dalil/contracts/api/all-operations';
import { contextDependencies, createServiceApp, type ServiceApp } from '@dalil/service-kit/create-service';
import { serveFeatures } from '@dalil/service-kit/features';
import type { ConfigContext } from './context.ts';
import { contactFeature } from './contact/routes.ts';
import { servicesConfigFeature } from './services-config/routes.ts';

/** The config service as a Fastify app (tests build it with inject; server.ts listens). */
export async function buildApp(ctx: ConfigContext): Promise<ServiceApp> {
  const app = createServiceApp(contextDependencies(ctx));
  await serveFeatures(app, ctx, SERVICE_OPERATIONS.config, [servicesConfigFeature, contactFeature]);
  return app;
}

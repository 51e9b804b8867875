import { contextDependencies, createServiceApp, type ServiceApp } from '@dalil/service-kit/create-service';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import type { TConfigConfig } from './config.ts';
import { contactRoutes } from './contact/routes.ts';
import { servicesConfigRoutes } from './services-config/routes.ts';

export type ConfigContext = ServiceContext<TConfigConfig>;

/** The config service as a Fastify app (tests build it with inject; server.ts listens). */
export async function buildApp(ctx: ConfigContext): Promise<ServiceApp> {
  const app = createServiceApp(contextDependencies(ctx));
  servicesConfigRoutes(app, ctx);
  contactRoutes(app, ctx);
  return app;
}

import { createServiceApp, type ServiceApp } from '@dalil/service-kit/create-service';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import type { TConfigConfig } from './config.ts';
import { contactRoutes } from './contact/routes.ts';
import { servicesConfigRoutes } from './services-config/routes.ts';

export type ConfigContext = ServiceContext<TConfigConfig>;

/** The config service as a Fastify app (tests build it with inject; server.ts listens). */
export async function buildApp(ctx: ConfigContext): Promise<ServiceApp> {
  const app = createServiceApp({
    name: ctx.name,
    database: ctx.database,
    redis: ctx.redis,
    tokens: ctx.tokens,
    logLevel: ctx.config.LOG_LEVEL,
    overload: { maxEventLoopDelayMs: ctx.config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS },
  });
  servicesConfigRoutes(app, ctx);
  contactRoutes(app, ctx);
  return app;
}

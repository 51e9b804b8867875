import { createServiceApp, type ServiceApp } from '@dalil/service-kit/create-service';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import type { TAdsConfig } from './config.ts';

export type AdsContext = ServiceContext<TAdsConfig>;

/** The ads service as a Fastify app (tests build it with inject; server.ts listens). */
export async function buildApp(ctx: AdsContext): Promise<ServiceApp> {
  const app = createServiceApp({
    name: ctx.name,
    database: ctx.database,
    redis: ctx.redis,
    jwtSecret: ctx.config.JWT_SECRET,
    logLevel: ctx.config.LOG_LEVEL,
  });
  return app;
}

import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import { getDataHealth, getDataHealthRecords } from '@dalil/contracts/catalogue/data-health';
import type { CatalogueContext } from '../context.ts';
import { dataHealth, dataHealthRecords } from './data-health.ts';

/** The data health view's counts and the records behind one of them (administrators only). */
export function registerDataHealthRoutes(app: ServiceApp, ctx: CatalogueContext): void {
  const admin = adminOnly(app.tokens);
  app.route({
    ...routeOf(getDataHealth),
    onRequest: admin,
    handler: async () => ({ success: true as const, data: await dataHealth(ctx.database.pool) }),
  });
  app.route({
    ...routeOf(getDataHealthRecords),
    onRequest: admin,
    handler: async (request) => ({ success: true as const, data: await dataHealthRecords(ctx.database.pool, request.query.kind, request.query.check) }),
  });
}

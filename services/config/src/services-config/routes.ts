import { getAdminServicesConfig, getServicesConfig as getServicesConfigOperation, updateServicesConfig as updateOperation } from '@dalil/contracts/config/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import type { ConfigContext } from '../app.ts';
import { getServicesConfig } from './get-services-config.ts';
import { createServicesConfigRepository } from './services-config-repository.ts';
import { updateServicesConfig } from './update-services-config.ts';

export function servicesConfigRoutes(app: ServiceApp, ctx: ConfigContext) {
  const repository = createServicesConfigRepository(ctx.database.db);

  app.route({
    ...routeOf(getServicesConfigOperation),
    handler: async () => ({ success: true as const, data: await getServicesConfig(repository) }),
  });
  app.route({
    ...routeOf(getAdminServicesConfig),
    onRequest: adminOnly(app.tokens),
    handler: async () => ({ success: true as const, data: await getServicesConfig(repository) }),
  });
  app.route({
    ...routeOf(updateOperation),
    onRequest: adminOnly(app.tokens),
    handler: async (request) => ({
      success: true as const,
      message: 'Services settings saved successfully',
      data: await updateServicesConfig(repository, request.body, request.user!.username),
    }),
  });
}

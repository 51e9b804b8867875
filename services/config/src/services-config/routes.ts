import { getAdminServicesConfig, getServicesConfig as getServicesConfigOperation, updateServicesConfig as updateOperation } from '@dalil/contracts/config/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import { configFeature } from '../context.ts';
import { getServicesConfig } from './get-services-config.ts';
import { createServicesConfigRepository } from './services-config-repository.ts';
import { updateServicesConfig } from './update-services-config.ts';

export const servicesConfigFeature = configFeature('services-config', [getServicesConfigOperation, getAdminServicesConfig, updateOperation]).serve((scope, ctx) => {
  const repository = createServicesConfigRepository(ctx.database.db);
  return {
    'get /api/services/config': {
      handler: async () => ({ success: true as const, data: await getServicesConfig(repository) }),
    },
    'get /api/admin/services-config': {
      onRequest: adminOnly(scope.tokens),
      handler: async () => ({ success: true as const, data: await getServicesConfig(repository) }),
    },
    'put /api/admin/services-config': {
      onRequest: adminOnly(scope.tokens),
      handler: async (request) => ({
        success: true as const,
        message: 'Services settings saved successfully',
        data: await updateServicesConfig(repository, request.body, request.user!.username),
      }),
    },
  };
});

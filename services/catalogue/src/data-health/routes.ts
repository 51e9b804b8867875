import { adminOnly } from '@dalil/service-kit/auth';
import { getDataHealth, getDataHealthRecords } from '@dalil/contracts/catalogue/data-health';
import { catalogueFeature } from '../context.ts';
import { dataHealth, dataHealthRecords } from './data-health.ts';

/** The data health view's counts and the records behind one of them (administrators only). */
export const dataHealthRoutes = catalogueFeature('data-health', [getDataHealth, getDataHealthRecords]).serve((scope, { service }) => {
  const admin = adminOnly(scope.tokens);
  const pool = service.database.pool;
  return {
    'get /api/admin/catalogue/data-health': {
      onRequest: admin,
      handler: async () => ({ success: true as const, data: await dataHealth(pool) }),
    },
    'get /api/admin/catalogue/data-health/records': {
      onRequest: admin,
      handler: async (request) => ({ success: true as const, data: await dataHealthRecords(pool, request.query.kind, request.query.check) }),
    },
  };
});

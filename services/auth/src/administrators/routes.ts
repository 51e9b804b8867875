import { adminOnly } from '@dalil/service-kit/auth';
import {
  adminLoginAtRoot,
  adminLoginUnderApi,
  changeAdminPassword,
  endAdminSession as endAdminSessionOperation,
  getAdminAccount,
  renewAdminSession as renewAdminSessionOperation,
} from '@dalil/contracts/auth/operations';
import { authFeature } from '../context.ts';
import { createAdministratorRepository } from '../data/index.ts';
import { signInAdministrator } from './sign-in-administrator.ts';
import { changeAdministratorPassword } from './change-administrator-password.ts';
import { getAdministratorAccount } from './get-administrator-account.ts';
import { endAdminSession, renewAdminSession } from './admin-session.ts';

export const administratorRoutes = authFeature('administrators', [
  adminLoginAtRoot,
  adminLoginUnderApi,
  getAdminAccount,
  changeAdminPassword,
  renewAdminSessionOperation,
  endAdminSessionOperation,
]).serve((scope, { service, throttle }) => {
  const administrators = createAdministratorRepository(service.database.db);
  const deps = { administrators, throttle, sessions: service.sessions, tokens: scope.tokens, tokenTtlSeconds: service.config.ADMIN_TOKEN_TTL };
  const admin = adminOnly(scope.tokens);
  return {
    'post /admin/login': {
      handler: async (request) => ({ success: true as const, message: 'Login successful', data: await signInAdministrator(deps, { ...request.body, ip: request.ip }) }),
    },
    'post /api/admin/login': {
      handler: async (request) => ({ success: true as const, message: 'Login successful', data: await signInAdministrator(deps, { ...request.body, ip: request.ip }) }),
    },
    'get /api/admin/account': {
      onRequest: admin,
      handler: async (request) => ({ success: true as const, data: { user: await getAdministratorAccount(administrators, request.user!.sub) } }),
    },
    'put /api/admin/account/password': {
      // onRequest, not preHandler: the token is checked before the body is validated, so a
      // caller without one learns nothing about the body rules (401, never 400).
      onRequest: admin,
      handler: async (request) => {
        const data = await changeAdministratorPassword(deps, { ...request.body, administratorId: request.user!.sub, ip: request.ip });
        return { success: true as const, message: 'Password changed successfully', data };
      },
    },
    'post /api/admin/account/session': {
      onRequest: admin,
      handler: async (request) => ({ success: true as const, data: await renewAdminSession(deps, request.user!) }),
    },
    'delete /api/admin/account/session': {
      onRequest: admin,
      handler: async (request) => {
        await endAdminSession(deps, request.user!.sub);
        return { success: true, message: 'Signed out' };
      },
    },
  };
});

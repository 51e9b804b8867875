import type { ServiceApp } from '@dalil/service-kit/create-service';
import { adminOnly } from '@dalil/service-kit/auth';
import { routeOf } from '@dalil/service-kit/route';
import {
  adminLoginAtRoot,
  adminLoginUnderApi,
  changeAdminPassword,
  endAdminSession as endAdminSessionOperation,
  getAdminAccount,
  renewAdminSession as renewAdminSessionOperation,
} from '@dalil/contracts/auth/operations';
import type { AuthContext } from '../app.ts';
import { createAdministratorRepository } from '../data/index.ts';
import type { LoginThrottle } from '../login-throttle/index.ts';
import { signInAdministrator } from './sign-in-administrator.ts';
import { changeAdministratorPassword } from './change-administrator-password.ts';
import { getAdministratorAccount } from './get-administrator-account.ts';
import { endAdminSession, renewAdminSession } from './admin-session.ts';

export function registerAdministratorRoutes(app: ServiceApp, ctx: AuthContext, throttle: LoginThrottle) {
  const administrators = createAdministratorRepository(ctx.database.db);
  const deps = { administrators, throttle, sessions: ctx.sessions, tokens: app.tokens, tokenTtlSeconds: ctx.config.ADMIN_TOKEN_TTL };

  for (const operation of [adminLoginAtRoot, adminLoginUnderApi]) {
    app.route({
      ...routeOf(operation),
      handler: async (request) => {
        const data = await signInAdministrator(deps, { ...request.body, ip: request.ip });
        return { success: true as const, message: 'Login successful', data };
      },
    });
  }

  app.route({
    ...routeOf(getAdminAccount),
    onRequest: adminOnly(app.tokens),
    handler: async (request) => ({ success: true as const, data: { user: await getAdministratorAccount(administrators, request.user!.sub) } }),
  });

  app.route({
    ...routeOf(changeAdminPassword),
    // onRequest, not preHandler: the token is checked before the body is validated, so a
    // caller without one learns nothing about the body rules (401, never 400).
    onRequest: adminOnly(app.tokens),
    handler: async (request) => {
      const data = await changeAdministratorPassword(deps, { ...request.body, administratorId: request.user!.sub, ip: request.ip });
      return { success: true as const, message: 'Password changed successfully', data };
    },
  });

  app.route({
    ...routeOf(renewAdminSessionOperation),
    onRequest: adminOnly(app.tokens),
    handler: async (request) => ({ success: true as const, data: await renewAdminSession(deps, request.user!) }),
  });

  app.route({
    ...routeOf(endAdminSessionOperation),
    onRequest: adminOnly(app.tokens),
    handler: async (request) => {
      await endAdminSession(deps, request.user!.sub);
      return { success: true, message: 'Signed out' };
    },
  });
}

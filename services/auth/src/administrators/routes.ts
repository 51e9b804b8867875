import type { ServiceApp } from '@dalil/service-kit/create-service';
import { adminOnly } from '@dalil/service-kit/auth';
import { routeOf } from '@dalil/service-kit/route';
import { adminLoginAtRoot, adminLoginUnderApi, changeAdminPassword, getAdminAccount } from '@dalil/contracts/auth/operations';
// Bodies are validated by the route schema; the casts only restore the type routeOf loses.
import type { TAdminLoginBody, TChangePasswordBody } from '@dalil/contracts/auth/administrator';
import type { AuthContext } from '../app.ts';
import { createAdministratorRepository } from '../data/administrator-repository.ts';
import type { LoginThrottle } from '../login-throttle/login-throttle.ts';
import { signInAdministrator } from './sign-in-administrator.ts';
import { changeAdministratorPassword } from './change-administrator-password.ts';
import { getAdministratorAccount } from './get-administrator-account.ts';

export function registerAdministratorRoutes(app: ServiceApp, ctx: AuthContext, throttle: LoginThrottle) {
  const administrators = createAdministratorRepository(ctx.database.db);
  const signInDeps = { administrators, throttle, tokens: app.tokens, tokenTtlSeconds: ctx.config.ADMIN_TOKEN_TTL };

  for (const operation of [adminLoginAtRoot, adminLoginUnderApi]) {
    app.route({
      ...routeOf(operation),
      handler: async (request) => {
        const data = await signInAdministrator(signInDeps, { ...(request.body as TAdminLoginBody), ip: request.ip });
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
      await changeAdministratorPassword({ administrators, throttle }, { ...(request.body as TChangePasswordBody), administratorId: request.user!.sub, ip: request.ip });
      return { success: true, message: 'Password changed successfully' };
    },
  });
}

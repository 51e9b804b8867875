import type { ServiceApp } from '@dalil/service-kit/create-service';
import { visitorClaimsOf } from '@dalil/service-kit/auth';
import { routeOf } from '@dalil/service-kit/route';
import { getCurrentVisitor as getCurrentVisitorOperation, loginVisitor, registerVisitor as registerVisitorOperation } from '@dalil/contracts/auth/operations';
import type { AuthContext } from '../app.ts';
import type { LoginThrottle } from '../login-throttle/login-throttle.ts';
import { createVisitorRepository } from './visitor-repository.ts';
import { REGISTRATION_RECEIVED, registerVisitor } from './register-visitor.ts';
import { signInVisitor } from './sign-in-visitor.ts';
import { getCurrentVisitor } from './get-current-visitor.ts';

export function registerVisitorRoutes(app: ServiceApp, ctx: AuthContext, throttle: LoginThrottle) {
  const visitors = createVisitorRepository(ctx.database.db);
  const deps = { visitors, throttle, tokens: app.tokens, tokenTtlSeconds: ctx.config.VISITOR_TOKEN_TTL };

  app.route({
    ...routeOf(registerVisitorOperation),
    handler: async (request, reply) => {
      await registerVisitor(deps, { ...request.body, ip: request.ip });
      reply.code(202);
      return { success: true as const, message: REGISTRATION_RECEIVED };
    },
  });

  app.route({
    ...routeOf(loginVisitor),
    handler: async (request) => {
      const session = await signInVisitor(deps, { ...(request.body), ip: request.ip });
      return { success: true as const, message: 'Login successful', data: session, user: session.user, token: session.token };
    },
  });

  app.route({
    ...routeOf(getCurrentVisitorOperation),
    handler: async (request) => {
      const user = await getCurrentVisitor(visitors, visitorClaimsOf(app.tokens, request));
      return { success: true as const, data: { user }, user };
    },
  });
}

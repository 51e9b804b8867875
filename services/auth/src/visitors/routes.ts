import { visitorClaimsOf } from '@dalil/service-kit/auth';
import { getCurrentVisitor as getCurrentVisitorOperation, loginVisitor, registerVisitor as registerVisitorOperation } from '@dalil/contracts/auth/operations';
import { authFeature } from '../context.ts';
import { createVisitorRepository } from './visitor-repository.ts';
import { REGISTRATION_RECEIVED, registerVisitor } from './register-visitor.ts';
import { signInVisitor } from './sign-in-visitor.ts';
import { getCurrentVisitor } from './get-current-visitor.ts';

export const visitorRoutes = authFeature('visitors', [registerVisitorOperation, loginVisitor, getCurrentVisitorOperation]).serve((scope, { service, throttle }) => {
  const visitors = createVisitorRepository(service.database.db);
  const deps = { visitors, throttle, tokens: scope.tokens, tokenTtlSeconds: service.config.VISITOR_TOKEN_TTL };
  return {
    'post /api/auth/register': {
      handler: async (request, reply) => {
        await registerVisitor(deps, { ...request.body, ip: request.ip });
        reply.code(202);
        return { success: true as const, message: REGISTRATION_RECEIVED };
      },
    },
    'post /api/auth/login': {
      handler: async (request) => {
        const session = await signInVisitor(deps, { ...request.body, ip: request.ip });
        return { success: true as const, message: 'Login successful', data: session, user: session.user, token: session.token };
      },
    },
    'get /api/auth/me': {
      handler: async (request) => {
        const user = await getCurrentVisitor(visitors, visitorClaimsOf(scope.tokens, request));
        return { success: true as const, data: { user }, user };
      },
    },
  };
});

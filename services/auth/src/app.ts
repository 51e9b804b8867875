import { contextDependencies, createServiceApp, type ServiceApp } from '@dalil/service-kit/create-service';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import type { TAuthConfig } from './config.ts';
import { createLoginThrottle } from './login-throttle/login-throttle.ts';
import { registerAdministratorRoutes } from './administrators/routes.ts';
import { registerVisitorRoutes } from './visitors/routes.ts';
import { registerVisitorListRoutes } from './visitor-lists/routes.ts';

/** Said when Redis is away: every sign-in and registration goes through its safeguards there. */
const SIGN_IN_PAUSED = 'Sign-in and registration are paused for a moment (a server they need is unavailable); please try again shortly';

export type AuthContext = ServiceContext<TAuthConfig>;

/** The auth service as a Fastify app (tests build it with inject; server.ts listens). */
export async function buildApp(ctx: AuthContext): Promise<ServiceApp> {
  const app = createServiceApp({
    ...contextDependencies(ctx),
    // Redis keeps the sign-in safeguards (guess counters, sessions): without it sign-in waits.
    unavailableMessages: { Redis: SIGN_IN_PAUSED },
  });
  const throttle = createLoginThrottle(ctx.redis, {
    keyPrefix: ctx.config.REDIS_PREFIX,
    ipMaxFailures: ctx.config.LOGIN_IP_MAX_FAILURES,
    ipWindowSeconds: ctx.config.LOGIN_IP_WINDOW,
    accountMaxFailures: ctx.config.LOGIN_ACCOUNT_MAX_FAILURES,
    lockoutSeconds: ctx.config.LOGIN_LOCKOUT,
    registerMaxAttempts: ctx.config.REGISTER_IP_MAX_ATTEMPTS,
    registerWindowSeconds: ctx.config.REGISTER_IP_WINDOW,
  });
  registerAdministratorRoutes(app, ctx, throttle);
  registerVisitorRoutes(app, ctx, throttle);
  registerVisitorListRoutes(app, ctx);
  return app;
}

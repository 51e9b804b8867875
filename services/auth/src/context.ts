import { featureOf } from '@dalil/service-kit/features';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import type { TAuthConfig } from './config.ts';
import { createLoginThrottle, type LoginThrottle } from './login-throttle/login-throttle.ts';

export type AuthContext = ServiceContext<TAuthConfig>;

/** What the auth features are given (their plugin options): the service context and the one sign-in throttle they share. */
interface AuthFeatureContext {
  service: AuthContext;
  throttle: LoginThrottle;
}

export function createAuthFeatureContext(ctx: AuthContext): AuthFeatureContext {
  const throttle = createLoginThrottle(ctx.redis, {
    keyPrefix: ctx.config.REDIS_PREFIX,
    ipMaxFailures: ctx.config.LOGIN_IP_MAX_FAILURES,
    ipWindowSeconds: ctx.config.LOGIN_IP_WINDOW,
    accountMaxFailures: ctx.config.LOGIN_ACCOUNT_MAX_FAILURES,
    lockoutSeconds: ctx.config.LOGIN_LOCKOUT,
    registerMaxAttempts: ctx.config.REGISTER_IP_MAX_ATTEMPTS,
    registerWindowSeconds: ctx.config.REGISTER_IP_WINDOW,
  });
  return { service: ctx, throttle };
}

/** A feature of the auth service: its operations and one route each, built from the features' context. */
export const authFeature = featureOf<AuthFeatureContext>();

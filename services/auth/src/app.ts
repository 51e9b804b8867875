import { SERVICE_OPERATIONS } from '@dalil/contracts/api/all-operations';
import { contextDependencies, createServiceApp, type ServiceApp } from '@dalil/service-kit/create-service';
import { serveFeatures } from '@dalil/service-kit/features';
import { createAuthFeatureContext, type AuthContext } from './context.ts';
import { administratorRoutes } from './administrators/routes.ts';
import { visitorRoutes } from './visitors/routes.ts';
import { visitorListRoutes } from './visitor-lists/routes.ts';

/** Said when Redis is away: every sign-in and registration goes through its safeguards there. */
const SIGN_IN_PAUSED = 'Sign-in and registration are paused for a moment (a server they need is unavailable); please try again shortly';

/** The auth service as a Fastify app (tests build it with inject; server.ts listens). */
export async function buildApp(ctx: AuthContext): Promise<ServiceApp> {
  const app = createServiceApp({
    ...contextDependencies(ctx),
    // Redis keeps the sign-in safeguards (guess counters, sessions): without it sign-in waits.
    unavailableMessages: { Redis: SIGN_IN_PAUSED },
  });
  await serveFeatures(app, createAuthFeatureContext(ctx), SERVICE_OPERATIONS.auth, [administratorRoutes, visitorRoutes, visitorListRoutes]);
  return app;
}

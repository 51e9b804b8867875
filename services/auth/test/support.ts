import { openTestContext } from '@dalil/service-kit/testing';
import { buildApp } from '../src/app.ts';
import { MIGRATIONS_DIRECTORY, ZAuthEnv } from '../src/config.ts';
import { createAdministratorRepository } from '../src/data/administrator-repository.ts';
import { hashPassword } from '../src/domain/password.ts';

export const ADMIN = { username: 'panel-admin', password: 'correct-horse-battery' };

/** The real auth app on a fresh database and Redis prefix, with one administrator. */
export async function openAuthApp(env: Record<string, string> = {}) {
  // Registrations from the one test address are not limited unless a test asks for it.
  const { ctx, cleanup } = await openTestContext({ name: 'auth', schema: 'auth', migrationsDirectory: MIGRATIONS_DIRECTORY, envSchema: ZAuthEnv, env: { REGISTER_IP_MAX_ATTEMPTS: '1000', ...env } });
  await createAdministratorRepository(ctx.database.db).create(ADMIN.username, await hashPassword(ADMIN.password));
  const app = await buildApp(ctx);
  await app.ready();
  return {
    ctx,
    app,
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}

/** A distinct client address per test, so per-IP counters of one test never touch another. */
export function clientIp(n: number): string {
  return `203.0.113.${n}`;
}

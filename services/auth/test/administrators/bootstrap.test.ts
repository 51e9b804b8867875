import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdministratorRepository } from '../../src/data/administrator-repository.ts';
import { bootstrapAdministrator } from '../../src/domain/bootstrap-administrator.ts';
import { verifyPassword } from '../../src/domain/password.ts';
import { ADMIN, openAuthApp } from '../support.ts';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { closeServiceContext, openServiceContext } from '@dalil/service-kit/service-context';
import { flushRedisPrefix, openTestContext } from '@dalil/service-kit/testing';
import { buildApp } from '../../src/app.ts';
import { MIGRATIONS_DIRECTORY, ZAuthEnv } from '../../src/config.ts';
import { prepareAuthService } from '../../src/prepare.ts';

describe('the administrator at start', () => {
  let h: Awaited<ReturnType<typeof openAuthApp>>;
  beforeAll(async () => {
    h = await openAuthApp();
  });
  afterAll(() => h.close());

  const passwordWorks = async (password: string) => {
    const admin = await createAdministratorRepository(h.ctx.database.db).findByUsername(ADMIN.username);
    return verifyPassword(password, admin!.passwordHash);
  };
  const start = (password: string, reset = false) =>
    bootstrapAdministrator(createAdministratorRepository(h.ctx.database.db), { username: ADMIN.username, password, environment: 'production', reset });

  it('when the administrator changed the password in the panel and the service restarts, then ADMIN_PASSWORD does not undo it', async () => {
    // ADMIN.password is what the panel set (the account exists); the environment still says another.
    expect(await start('the-old-env-password')).toEqual({ kind: 'configured', username: ADMIN.username, action: 'kept' });
    expect(await passwordWorks(ADMIN.password)).toBe(true);
    expect(await passwordWorks('the-old-env-password')).toBe(false);
  });

  it('when ADMIN_PASSWORD_RESET=true, then the password is reset, and a missing administrator is created', async () => {
    expect(await start('reset-by-operator-1', true)).toMatchObject({ action: 'reset' });
    expect(await passwordWorks('reset-by-operator-1')).toBe(true);
    const created = await bootstrapAdministrator(createAdministratorRepository(h.ctx.database.db), { username: 'second-admin', password: 'second-admin-pass', environment: 'production' });
    expect(created).toEqual({ kind: 'configured', username: 'second-admin', action: 'created' });
  });
});

describe('a restart after a password change in the panel', () => {
  it('when the auth service restarts with the old ADMIN_PASSWORD still set, then the password chosen in the panel still signs in', async () => {
    const env = { ADMIN_USERNAME: 'restart-admin', ADMIN_PASSWORD: 'the-env-password-1', NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('base64') };
    const first = await openTestContext({ name: 'auth', schema: 'auth', migrationsDirectory: MIGRATIONS_DIRECTORY, envSchema: ZAuthEnv, env });
    const silent = pino({ level: 'silent' });
    let second: Awaited<ReturnType<typeof openServiceContext<typeof first.ctx.config>>> | undefined;
    try {
      // First start: the administrator is created from the environment, then changes the password in the panel.
      await prepareAuthService(first.ctx, silent);
      const app = await buildApp(first.ctx);
      const login = (target: typeof app, password: string) =>
        target.inject({ method: 'POST', url: '/admin/login', payload: { username: 'restart-admin', password } });
      const token = (await login(app, 'the-env-password-1')).json().data.token;
      const changed = await app.inject({
        method: 'PUT',
        url: '/api/admin/account/password',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword: 'the-env-password-1', newPassword: 'chosen-in-the-panel-1' },
      });
      expect(changed.statusCode).toBe(200);
      await app.close();
      await closeServiceContext(first.ctx);

      // The restart: a new process on the same database, the environment unchanged.
      second = await openServiceContext({ name: 'auth', schema: 'auth', config: first.ctx.config, migrationsDirectory: MIGRATIONS_DIRECTORY });
      await prepareAuthService(second, silent);
      const restarted = await buildApp(second);
      expect((await login(restarted, 'chosen-in-the-panel-1')).statusCode).toBe(200);
      expect((await login(restarted, 'the-env-password-1')).statusCode).toBe(401);
      await restarted.close();
    } finally {
      if (second) await closeServiceContext(second);
      await first.database.drop();
      await flushRedisPrefix(first.ctx.config.REDIS_PREFIX);
    }
  });
});

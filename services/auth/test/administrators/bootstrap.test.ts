import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdministratorRepository } from '../../src/data/administrator-repository.ts';
import { bootstrapAdministrator } from '../../src/domain/bootstrap-administrator.ts';
import { verifyPassword } from '../../src/domain/password.ts';
import { ADMIN, openAuthApp } from '../support.ts';

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

import { randomBytes } from 'node:crypto';
import type { AdministratorRepository } from '../data/administrator-repository.ts';
import { hashPassword, verifyPassword } from './password.ts';

export type BootstrapOutcome =
  | { kind: 'configured'; username: string; changed: boolean }
  | { kind: 'generated'; username: string; password: string }
  | { kind: 'unchanged' };

/**
 * Makes sure an administrator can sign in after start:
 * - ADMIN_USERNAME/ADMIN_PASSWORD set: that account exists with that password;
 * - unset in development with no administrator yet: one is created with a random password,
 *   which the caller prints once;
 * - otherwise nothing changes (production never invents credentials).
 */
export async function bootstrapAdministrator(
  repository: AdministratorRepository,
  settings: { username?: string; password?: string; environment: string },
): Promise<BootstrapOutcome> {
  if (settings.username && settings.password) {
    const existing = await repository.findByUsername(settings.username);
    if (!existing) {
      await repository.create(settings.username, await hashPassword(settings.password));
      return { kind: 'configured', username: settings.username, changed: true };
    }
    if (await verifyPassword(settings.password, existing.passwordHash)) {
      return { kind: 'configured', username: settings.username, changed: false };
    }
    await repository.setPassword(existing.id, await hashPassword(settings.password));
    return { kind: 'configured', username: settings.username, changed: true };
  }
  if (settings.environment === 'production' || (await repository.count()) > 0) return { kind: 'unchanged' };
  const password = randomBytes(12).toString('base64url');
  await repository.create('admin', await hashPassword(password));
  return { kind: 'generated', username: 'admin', password };
}

import { randomBytes } from 'node:crypto';
import type { AdministratorRepository } from '../data/index.ts';
import { hashPassword, verifyPassword } from './password.ts';

export type BootstrapOutcome =
  /** created: the account did not exist; reset: ADMIN_PASSWORD_RESET replaced its password; kept: it exists and its password stays. */
  | { kind: 'configured'; username: string; action: 'created' | 'reset' | 'kept' }
  | { kind: 'generated'; username: string; password: string }
  | { kind: 'unchanged' };

/**
 * Makes sure an administrator can sign in after start:
 * - ADMIN_USERNAME/ADMIN_PASSWORD set: that account is created when it does not exist; an
 *   existing one keeps the password its administrator chose in the panel, unless
 *   ADMIN_PASSWORD_RESET=true asks for the reset explicitly;
 * - unset in development with no administrator yet: one is created with a random password,
 *   which the caller prints once;
 * - otherwise nothing changes (production never invents credentials).
 */
export async function bootstrapAdministrator(
  repository: AdministratorRepository,
  settings: { username?: string; password?: string; environment: string; reset?: boolean },
): Promise<BootstrapOutcome> {
  if (settings.username && settings.password) {
    const existing = await repository.findByUsername(settings.username);
    if (!existing) {
      await repository.create(settings.username, await hashPassword(settings.password));
      return { kind: 'configured', username: settings.username, action: 'created' };
    }
    if (!settings.reset || (await verifyPassword(settings.password, existing.passwordHash))) {
      return { kind: 'configured', username: settings.username, action: 'kept' };
    }
    await repository.setPassword(existing.id, await hashPassword(settings.password));
    return { kind: 'configured', username: settings.username, action: 'reset' };
  }
  if (settings.environment === 'production' || (await repository.count()) > 0) return { kind: 'unchanged' };
  const password = randomBytes(12).toString('base64url');
  await repository.create('admin', await hashPassword(password));
  return { kind: 'generated', username: 'admin', password };
}

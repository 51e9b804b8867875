import { Unauthorized } from '@dalil/service-kit/errors';
import type { TAdminUser } from '@dalil/contracts/auth/administrator';
import type { AdministratorRepository } from '../data/index.ts';

/** The administrator behind a token; a token of a removed account no longer opens the panel. */
export async function getAdministratorAccount(administrators: AdministratorRepository, id: string): Promise<TAdminUser> {
  const administrator = await administrators.findById(id);
  if (!administrator) throw new Unauthorized('Your account no longer exists; sign in again');
  return { id: administrator.id, username: administrator.username, role: 'admin' };
}

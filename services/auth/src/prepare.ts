import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from './context.ts';
import { createAdministratorRepository } from './data/administrator-repository.ts';
import { bootstrapAdministrator } from './domain/bootstrap-administrator.ts';

/** Runs at every start, after migrations: makes sure the administrator exists (see bootstrapAdministrator). */
export async function prepareAuthService(ctx: AuthContext, log: FastifyBaseLogger): Promise<void> {
  const outcome = await bootstrapAdministrator(createAdministratorRepository(ctx.database.db), {
    username: ctx.config.ADMIN_USERNAME,
    password: ctx.config.ADMIN_PASSWORD,
    environment: ctx.config.NODE_ENV,
    reset: ctx.config.ADMIN_PASSWORD_RESET,
  });
  if (outcome.kind === 'generated') {
    // Printed once: the next start finds the administrator and creates nothing.
    process.stdout.write(
      `\n  Development administrator created — username: ${outcome.username}  password: ${outcome.password}\n` +
        `  (shown once; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own)\n\n`,
    );
  } else if (outcome.kind === 'configured') {
    const said = {
      created: 'administrator created from ADMIN_USERNAME/ADMIN_PASSWORD',
      reset: 'administrator password reset from ADMIN_PASSWORD (ADMIN_PASSWORD_RESET=true)',
      kept: 'administrator exists: ADMIN_PASSWORD not applied (set ADMIN_PASSWORD_RESET=true to reset it)',
    } as const;
    log.info({ username: outcome.username, action: outcome.action }, said[outcome.action]);
  }
}

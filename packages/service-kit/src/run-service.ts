import { flushCompileCache } from 'node:module';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { loadConfig, type TBaseServiceEnv } from './config.ts';
import { closeServiceContext, openServiceContext, type ServiceContext } from './service-context.ts';
import { createDatabase } from './database.ts';
import { failStartup } from './fail-startup.ts';

export { failStartup };

/**
 * Listens, then on SIGINT/SIGTERM stops accepting, lets in-flight requests finish and runs the
 * given cleanups (pools, Redis, workers) before exiting.
 */
export async function runService(
  app: FastifyInstance,
  options: { host: string; port: number; onClose?: Array<() => Promise<unknown>> },
): Promise<void> {
  for (const cleanup of options.onClose ?? []) app.addHook('onClose', async () => void (await cleanup()));
  closeWithGrace({ delay: 4_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ host: options.host, port: options.port });
}


const COMPILE_CACHE_FLUSH_DELAY_MS = 3_000;

/**
 * Start-up work (the seed) on a pool of its own: a request's limits (a 5 s statement timeout, 3 s
 * to get a connection, 10 s idle in a transaction) are for answers; on a machine busy enough the
 * seed's bulk statements and the parsing between them can outlast them, and the process would
 * exit and come back again and again, each time later (see docs/operations.md).
 */
async function runPrepare<C extends TBaseServiceEnv>(ctx: ServiceContext<C>, run: (ctx: ServiceContext<C>) => Promise<void>): Promise<void> {
  const database = createDatabase(ctx.config.DATABASE_URL, {
    schema: ctx.schema,
    max: 4,
    applicationName: `dalil-${ctx.name}-prepare`,
    statementTimeoutMs: 10 * 60_000,
    idleInTransactionTimeoutMs: 5 * 60_000,
    connectionTimeoutMs: 60_000,
  });
  try {
    await run({ ...ctx, database });
  } finally {
    await database.close().catch(() => undefined);
  }
}

/**
 * The whole life of a service process: parse env, connect and migrate, build the app, listen,
 * shut down gracefully. Each service's server.ts is one call to this.
 */
export async function startServiceProcess<C extends TBaseServiceEnv>(options: {
  name: string;
  envSchema: z.ZodType<C>;
  migrationsDirectory: string;
  /** 'required': start-up waits for Redis too (the jobs service's queues are its core). */
  redis?: 'required' | 'optional';
  buildApp: (ctx: ServiceContext<C>) => Promise<FastifyInstance>;
  /** Runs after migrations, before listening (seeding, bootstrap). */
  prepare?: (ctx: ServiceContext<C>, log: FastifyInstance['log']) => Promise<void>;
  /**
   * True when `prepare` has nothing the service's answers wait for this time (a restart with the
   * seed it already applied): it then runs right after the service listens, so a respawned
   * process is back sooner; a failure is logged.
   */
  prepareLater?: (ctx: ServiceContext<C>) => Promise<boolean>;
  onClose?: Array<() => Promise<unknown>>;
}): Promise<void> {
  try {
    const config = loadConfig(options.envSchema);
    const ctx = await openServiceContext({
      name: options.name,
      schema: options.name,
      config,
      migrationsDirectory: options.migrationsDirectory,
      redis: options.redis,
      say: (line) => process.stderr.write(`[${options.name}] ${line}\n`),
    });
    const app = await options.buildApp(ctx);
    const later = options.prepare && options.prepareLater ? await options.prepareLater(ctx) : false;
    if (options.prepare && !later) await runPrepare(ctx, (preparing) => options.prepare!(preparing, app.log));
    await runService(app, {
      host: config.HOST,
      port: config.PORT,
      onClose: [...(options.onClose ?? []), () => closeServiceContext(ctx)],
    });
    if (options.prepare && later) void runPrepare(ctx, (preparing) => options.prepare!(preparing, app.log)).catch((err: unknown) => app.log.error({ err }, `${options.name}: preparing after start failed`));
    // Where a compile cache is on (npm start sets NODE_COMPILE_CACHE), write it soon after the
    // first answers rather than at exit: a process killed with kill -9 never exits, and each
    // respawn would compile every module again (~45 ms of the catalogue's start-up CPU).
    setTimeout(() => flushCompileCache(), COMPILE_CACHE_FLUSH_DELAY_MS).unref();
  } catch (error) {
    failStartup(options.name, error);
  }
}

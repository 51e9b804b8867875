import pino from 'pino';
import { createDatabase, type DatabaseHandle } from '@dalil/service-kit/database';
import type { TWorkersConfig } from './config.ts';

/**
 * What handlers receive. Database handles are per owning schema: a handler only touches the
 * schema of the service whose domain code it runs.
 */
export interface WorkerContext {
  config: TWorkersConfig;
  log: pino.Logger;
  database(schema: 'catalogue' | 'ads' | 'config' | 'jobs'): DatabaseHandle;
  /** The pools opened so far, by schema (for the pool gauges). */
  pools(): Record<string, DatabaseHandle['pool']>;
  close(): Promise<void>;
}

export function createWorkerContext(config: TWorkersConfig): WorkerContext {
  const log = pino({ level: config.LOG_LEVEL, base: { service: 'workers' } });
  const handles = new Map<string, DatabaseHandle>();
  return {
    config,
    log,
    database(schema) {
      let handle = handles.get(schema);
      if (!handle) {
        // Imports: a COPY of a whole results year is one long statement.
        handle = createDatabase(config.DATABASE_URL, { schema, max: 4, applicationName: `dalil-workers-${schema}`, statementTimeoutMs: 15 * 60_000, idleInTransactionTimeoutMs: 15 * 60_000 });
        handles.set(schema, handle);
      }
      return handle;
    },
    pools: () => Object.fromEntries([...handles].map(([schema, handle]) => [schema, handle.pool])),
    async close() {
      await Promise.all([...handles.values()].map((h) => h.close().catch(() => undefined)));
    },
  };
}

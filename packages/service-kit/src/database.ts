import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { errorMessage } from './errors.ts';

export type Database = NodePgDatabase<Record<string, never>>;

/** What a repository needs to run SQL: the pool, or one client inside a transaction. */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
  close(): Promise<void>;
}

/** Requests: no statement may hold a pooled connection longer than this (imports pass their own). */
export const REQUEST_STATEMENT_TIMEOUT_MS = 5_000;
/** A transaction left open and idle (a crashed handler) is ended by the server after this. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;

/**
 * A pool whose every connection uses the owning service's schema first, with a statement
 * timeout (one slow query cannot hold the pool) and an idle-in-transaction timeout.
 */
export function createDatabase(
  url: string,
  options: { schema: string; max?: number; applicationName: string; statementTimeoutMs?: number; idleInTransactionTimeoutMs?: number; connectionTimeoutMs?: number },
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 3_000,
    idleTimeoutMillis: 30_000,
    application_name: options.applicationName,
    options: `-c search_path=${options.schema},public -c statement_timeout=${options.statementTimeoutMs ?? REQUEST_STATEMENT_TIMEOUT_MS} -c idle_in_transaction_session_timeout=${options.idleInTransactionTimeoutMs ?? IDLE_IN_TRANSACTION_TIMEOUT_MS}`,
  });
  // An idle client that loses its server emits 'error' on the pool; without a listener Node exits.
  pool.on('error', () => undefined);
  const db: Database = drizzle(pool);
  return { pool, db, close: () => pool.end() };
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable url)';
  }
}

/**
 * Applies `migrations/*.sql` in file-name order, each once, inside one transaction per file,
 * under an advisory lock so replicas starting together do not race. Plain ordered SQL files
 * (rather than drizzle-kit's journal) let several features add migrations side by side.
 */
export async function migrate(pool: pg.Pool, options: { schema: string; directory: string }): Promise<string[]> {
  const { schema, directory } = options;
  const files = (await readdir(directory).catch(() => [] as string[])).filter((f) => f.endsWith('.sql')).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [`dalil-migrate-${schema}`]);
    await client.query(`create schema if not exists "${schema}"`);
    await client.query(
      `create table if not exists "${schema}".schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const done = new Set(
      (await client.query<{ name: string }>(`select name from "${schema}".schema_migrations`)).rows.map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(path.join(directory, file), 'utf8');
      try {
        await client.query('begin');
        await client.query(`set local search_path to "${schema}", public`);
        await client.query(sql);
        await client.query(`insert into "${schema}".schema_migrations(name) values ($1)`, [file]);
        await client.query('commit');
        applied.push(file);
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${schema}/${file} failed: ${errorMessage(error)}`, { cause: error });
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [`dalil-migrate-${schema}`]).catch(() => undefined);
    client.release();
  }
  return applied;
}

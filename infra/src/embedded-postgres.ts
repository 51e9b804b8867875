/**
 * The embedded database behind `npm start` when DATABASE_URL is not set: real PostgreSQL
 * (PGlite, compiled to WebAssembly) served over the wire protocol on a local port, with its
 * data kept under .data/postgres across restarts. Runs as its own child process.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const dataDir = process.env.EMBEDDED_PG_DIR ?? '.data/postgres';
const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
mkdirSync(dataDir, { recursive: true });

const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
// PGlite is one database session shared by every connection, and it ignores the per-connection
// search_path the services ask for; so the session searches every service's schema (their
// table names do not overlap). Migrations still set their own schema per transaction.
await db.exec('SET search_path TO catalogue, ads, auth, config, jobs, public');
// pglite-socket runs clients' protocol messages one at a time from a shared queue and keeps a
// client's turn only inside an explicit transaction. An extended-query cycle (Parse, Bind,
// Describe, Execute … Sync) must not interleave with another client's either, or the unnamed
// portal is lost ('portal "" does not exist'): keep the turn until that client's Sync.
const EXTENDED_QUERY_MESSAGES = new Set([...'PBDECH'].map((c) => c.charCodeAt(0)));
let cycleOpen = false;
const execMessage = db.execProtocolRawStream.bind(db);
db.execProtocolRawStream = ((message: Uint8Array, options: Parameters<typeof execMessage>[1]) => {
  cycleOpen = EXTENDED_QUERY_MESSAGES.has(message[0] ?? 0);
  return execMessage(message, options);
}) as typeof db.execProtocolRawStream;
const inTransaction = db.isInTransaction.bind(db);
db.isInTransaction = () => cycleOpen || inTransaction();

const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 64 });
await server.start();
process.stdout.write(`embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${dataDir})\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop().catch(() => undefined);
  await db.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

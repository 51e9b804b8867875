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

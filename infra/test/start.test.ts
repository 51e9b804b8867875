import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, flushRedisPrefix, testRedisPrefix, type TestDatabase } from '@dalil/service-kit/testing';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function run(args: string[], env: Record<string, string>, timeoutMs = 20_000) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

function descendants(pid: number): number[] {
  let out: string;
  try {
    out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=']).toString();
  } catch {
    return [];
  }
  const rows = out.trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of rows) if (ppid === parent) { found.push(child); walk(child); }
  };
  walk(pid);
  return found;
}

describe('process start-up and shutdown', () => {
  const base = { JWT_SECRET: 'start-test-secret-0123456789', LOG_LEVEL: 'warn', PORT: '0' };

  it('when DATABASE_URL points nowhere, then the service asks again after 0.5 s, 1 s and 2 s with one line for the wait, and gives up only after DEPENDENCY_WAIT_SECONDS with a line naming it', async () => {
    const result = await run(['--import', 'tsx', 'services/config/src/server.ts'], { ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing', DEPENDENCY_WAIT_SECONDS: '3' });
    expect(result.code).toBe(1);
    const lines = result.output.trim().split('\n');
    // One line for the whole wait (a summary would follow every 10 s), not one per attempt.
    expect(lines).toEqual([
      '[config] waiting for PostgreSQL at postgres://postgres@127.0.0.1:1/nothing: connect ECONNREFUSED 127.0.0.1:1 (asking again after 500 ms, then at most every 2 s; a line every 10 s while it lasts)',
      expect.stringMatching(/^\[config\] cannot start: PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:1\/nothing is unreachable after 4 attempts in \d s: connect ECONNREFUSED/),
    ]);
    expect(result.ms).toBeGreaterThan(3_000);
  });

  it('when Redis is unreachable, then a service whose core is PostgreSQL starts anyway and reports itself degraded', async () => {
    const port = 19500 + Math.floor(Math.random() * 400);
    const child = spawn(process.execPath, ['--import', 'tsx', 'services/config/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...base, PORT: String(port), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres', REDIS_URL: 'redis://127.0.0.1:1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (c) => (output += c));
    try {
      const deadline = Date.now() + 20_000;
      let body: { data?: { status?: string; degraded?: string[] } } | undefined;
      while (Date.now() < deadline && !body) {
        body = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => (r.ok ? (r.json() as Promise<typeof body>) : undefined), () => undefined);
        if (!body) await new Promise((r) => setTimeout(r, 200));
      }
      expect(body).toMatchObject({ data: { status: 'degraded', degraded: ['redis'] } });
      expect(output).toContain('[config] starting without Redis (degraded until it answers): Redis is unreachable at redis://127.0.0.1:1');
    } finally {
      child.kill('SIGKILL');
    }
  });

  describe('npm start supervisor', () => {
    let database: TestDatabase;
    const prefix = testRedisPrefix();
    beforeAll(async () => {
      database = await createTestDatabase('start');
    });
    afterAll(async () => {
      await database.drop();
      await flushRedisPrefix(prefix);
    });

    it('when SIGINT arrives, then every child stops within 5 s and none is left behind', async () => {
      const port = 19000 + Math.floor(Math.random() * 500);
      const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/start.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...base,
          PORT: String(port),
          SERVICE_PORT_BASE: String(port + 600),
          DATABASE_URL: database.url,
          REDIS_PREFIX: prefix,
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dalil-start-')),
          ADMIN_USERNAME: 'start-admin',
          ADMIN_PASSWORD: 'start-admin-password',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (c) => {
          output += c;
          if (output.includes('[dalil] ready')) resolve();
        });
        child.stderr.on('data', (c) => (output += c));
        child.on('exit', () => reject(new Error(output)));
      });
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const children = descendants(child.pid!);
      expect(children.length).toBeGreaterThanOrEqual(7); // five services, workers, gateway

      const stopped = Date.now();
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGINT');
      await exited;
      expect(Date.now() - stopped).toBeLessThan(5_500);
      const isAlive = (pid: number) => {
        try {
          process.kill(pid, 0);
          return !/\bZ\b/.test(execFileSync('ps', ['-o', 'stat=', '-p', String(pid)]).toString());
        } catch {
          return false;
        }
      };
      // Allow a moment for the kernel to reap processes that exited with their parent.
      await new Promise((r) => setTimeout(r, 300));
      const alive = children.filter(isAlive).map((pid) => {
        try {
          return `${pid} ${execFileSync('ps', ['-o', 'args=', '-p', String(pid)]).toString().trim()}`;
        } catch {
          return String(pid);
        }
      });
      expect(alive).toEqual([]);
    }, 120_000);
  });
});


/**
 * Benchmark support: starts the whole platform (as `npm start` does) on a scratch database and
 * Redis prefix, and stops it and cleans up afterwards.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, flushRedisPrefix, testRedisPrefix, type TestDatabase } from '@dalil/service-kit/testing';
import { ROOT } from '../build-node.ts';

export interface RunningStack {
  gatewayUrl: string;
  serviceUrl(name: 'catalogue' | 'ads' | 'auth' | 'config' | 'jobs'): string;
  databaseUrl: string;
  redisPrefix: string;
  /** Resident memory (MiB) of each process of the stack, by name. */
  rssMiB(): Record<string, number>;
  stop(): Promise<void>;
}

const SERVICES = ['catalogue', 'ads', 'auth', 'config', 'jobs'] as const;

export async function startStack(extraEnv: Record<string, string> = {}): Promise<RunningStack> {
  const database: TestDatabase = await createTestDatabase('bench');
  const prefix = testRedisPrefix();
  const port = 20000 + Math.floor(Math.random() * 2000);
  const base = port + 100;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/src/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      SERVICE_PORT_BASE: String(base),
      DATABASE_URL: database.url,
      REDIS_PREFIX: prefix,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dalil-bench-')),
      RATE_LIMIT_MAX: '100000000',
      RESULTS_RATE_LIMIT_MAX: '100000000',
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: 'bench-admin-password',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (c) => {
      output += c;
      if (output.includes('[dalil] ready')) resolve();
    });
    child.stderr!.on('data', (c) => (output += c));
    child.on('exit', (code) => reject(new Error(`stack exited (${code}):\n${output.slice(-3000)}`)));
  });
  return {
    gatewayUrl: `http://127.0.0.1:${port}`,
    serviceUrl: (name) => `http://127.0.0.1:${base + SERVICES.indexOf(name) + 1}`,
    databaseUrl: database.url,
    redisPrefix: prefix,
    rssMiB() {
      const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args=']).toString().trim().split('\n');
      const result: Record<string, number> = {};
      for (const row of rows) {
        const [pid, ppid, ...args] = row.trim().split(/\s+/);
        if (Number(ppid) !== child.pid) continue;
        const name = /dist\/(\w+)\.mjs/.exec(args.join(' '))?.[1];
        if (!name) continue;
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        result[name] = Math.round((kb / 1024) * 10) / 10;
      }
      return result;
    },
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      });
      await database.drop().catch(() => undefined);
      await flushRedisPrefix(prefix).catch(() => undefined);
    },
  };
}

/**
 * Starts the whole platform once for the browser tests, exactly as `npm start` does, on a fresh
 * database and Redis prefix, and tears it down afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createTestDatabase, flushRedisPrefix, testRedisPrefix, TEST_REDIS_URL } from '@dalil/service-kit/testing';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-1' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    redisPrefix: string;
    admin: { username: string; password: string };
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase('e2e');
  const prefix = testRedisPrefix();
  const port = 18000 + Math.floor(Math.random() * 1000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dalil-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/src/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // The web build parses every API answer with its contract: drift fails the page's call.
      VITE_CONTRACT_CHECK: 'true',
      PORT: String(port),
      SERVICE_PORT_BASE: String(port + 100),
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMIT_MAX: '100000',
      RESULTS_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.E2E_VERBOSE) process.stdout.write(chunk);
      if (output.includes('[dalil] ready')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the stack exited (${code}) before it was ready:\n${output.slice(-4000)}`)));
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the stack was not ready within 240 s:\n${output.slice(-4000)}`)), 240_000);
  });
  await Promise.race([ready, timeout]).finally(() => clearTimeout(timer));

  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('databaseUrl', database.url);
  project.provide('redisPrefix', prefix);
  project.provide('admin', E2E_ADMIN);

  return async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 8_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
    await database.drop().catch(() => undefined);
    await flushRedisPrefix(prefix).catch(() => undefined);
  };
}

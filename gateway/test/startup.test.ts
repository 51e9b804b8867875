import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

describe('gateway start-up', () => {
  it('when JWT_SECRET is short in production, then the process stops at once with one clear line', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', SERVER], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'short-but-16-chars', PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[gateway\] cannot start: Invalid configuration — JWT_SECRET is too weak for production: .*openssl rand -base64 32\)$/);
  });
});

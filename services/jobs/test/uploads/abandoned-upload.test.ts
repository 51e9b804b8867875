/**
 * The jobs service killed (kill -9) in the middle of receiving an upload leaves a half-written
 * `incoming-…` file; the next start removes it once it has stopped growing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTokenService } from '@dalil/service-kit/auth';
import { createAdminSessions } from '@dalil/service-kit/admin-sessions';
import { createTestDatabase, flushRedisPrefix, testRedisPrefix, TEST_JWT_SECRET, TEST_REDIS_URL, until, type TestDatabase } from '@dalil/service-kit/testing';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));


describe('a jobs process that dies mid-upload', () => {
  let database: TestDatabase;
  let uploadDir: string;
  const prefix = testRedisPrefix();
  const port = 25000 + Math.floor(Math.random() * 3000);
  let child: ChildProcess | undefined;
  const start = () =>
    spawn(process.execPath, ['--import', 'tsx', 'services/jobs/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), DATABASE_URL: database.url, REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET, UPLOAD_DIR: uploadDir, UPLOAD_ABANDONED_AFTER_MS: '1000' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const ready = () => until(() => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false), Boolean, 30_000);
  const partials = async () => (await readdir(uploadDir)).filter((n) => n.startsWith('incoming-'));

  beforeAll(async () => {
    database = await createTestDatabase('abandoned');
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'dalil-abandoned-'));
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await database?.drop();
    await flushRedisPrefix(prefix);
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('when the service is killed while a file arrives, then the next start removes the half-received file', async () => {
    child = start();
    expect(await ready()).toBe(true);
    // An administrator signed in as the auth service does it: a session in the service's Redis.
    const redis = new Redis(TEST_REDIS_URL);
    const sid = await createAdminSessions(redis, prefix).start('a', 600);
    redis.disconnect();
    const token = createTokenService(TEST_JWT_SECRET).sign({ sub: 'a', username: 'admin', role: 'admin', sid }, 600);
    const boundary = '----dalilabandoned';
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/admin/upload/csv',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(50 * 1024 * 1024) },
    });
    request.on('error', () => undefined);
    request.write(`--${boundary}\r\ncontent-disposition: form-data; name="kind"\r\n\r\nresults\r\n--${boundary}\r\ncontent-disposition: form-data; name="csvFile"; filename="big.csv"\r\ncontent-type: text/csv\r\n\r\nseat_number,student_name,total_score\n`);
    const rows = Buffer.from('100001,طالب,300\n'.repeat(20_000));
    for (let i = 0; i < 10; i++) request.write(rows);
    expect(await until(async () => (await partials()).length, (n) => n === 1, 10_000)).toBe(1);
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    request.destroy();
    expect(await partials()).toHaveLength(1);

    child = start();
    expect(await ready()).toBe(true);
    expect(await until(async () => (await partials()).length, (n) => n === 0, 10_000)).toBe(0);
  }, 90_000);
});

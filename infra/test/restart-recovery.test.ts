/**
 * How fast the stack comes back, as `npm start` runs it on a PostgreSQL of the test's own:
 *  - PostgreSQL stopped, the catalogue killed meanwhile (it starts again and waits), PostgreSQL
 *    back after 20 s: from PostgreSQL accepting connections to the first answer a student gets
 *    through the gateway;
 *  - the catalogue killed with kill -9 (five times): from the supervisor's respawn to /readyz
 *    answering 200 (target < 1.5 s; docs/operations.md has the figures), and from the kill.
 * The figures are printed. The assertions are loose (this machine is shared and its load
 * varies): they catch a start-up that went back to seconds, not a few hundred milliseconds.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, flushRedisPrefix, testRedisPrefix, until } from '@dalil/service-kit/testing';
import { startStack, type RunningStack } from './support/stack.ts';
import { throwawayPostgres, type ThrowawayServer } from './support/throwaway-servers.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** CPU time a process has used (user + system, from /proc): unlike the wall clock, a busy machine does not stretch it. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks (fields 14 and 15 of the whole line).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * The CPU a Node process needs on this machine just to load the npm packages the catalogue's
 * bundle imports at start-up (its static imports; lazy ones like exceljs are left out), with the
 * stack's compile cache: the floor under any start-up of the catalogue, in this machine's speed.
 * Median of three.
 */
function dependencyFloorCpuMs(compileCache: string): number {
  const bundle = readFileSync(path.join(process.cwd(), 'dist/catalogue.mjs'), 'utf8');
  const packages = [...new Set([...bundle.matchAll(/^import [^;]*? from "([^".][^"]*)";?$/gm)].map((m) => m[1]!).filter((name) => !name.startsWith('node:')))];
  const script = `for (const name of ${JSON.stringify(packages)}) await import(name);
const used = process.cpuUsage(); process.stdout.write(String(Math.round((used.user + used.system) / 1000)));`;
  const runs = [0, 1, 2].map(() =>
    Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd(), env: { ...process.env, NODE_COMPILE_CACHE: compileCache }, encoding: 'utf8' })),
  );
  return median(runs);
}

describe('recovery after a kill', () => {
  let postgres: ThrowawayServer;
  let stack: RunningStack;
  let base: string;
  let cataloguePort: number;
  const prefix = testRedisPrefix();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dalil-recovery-'));

  beforeAll(async () => {
    postgres = await throwawayPostgres();
    const port = await freePort();
    const servicePortBase = await freePort();
    base = `http://127.0.0.1:${port}`;
    cataloguePort = servicePortBase + 1;
    stack = await startStack(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        SERVICE_PORT_BASE: String(servicePortBase),
        DATABASE_URL: postgres.url,
        REDIS_PREFIX: prefix,
        DATA_DIR: dataDir,
        JWT_SECRET: 'recovery-test-secret-0123456789abcdef',
        ADMIN_USERNAME: 'recovery-admin',
        ADMIN_PASSWORD: 'recovery-admin-password-1',
      },
      { unset: ['REDIS_URL'] },
    );
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
    await postgres?.destroy();
    await flushRedisPrefix(prefix);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** What the supervisor said (exits, restarts) and the stack's last lines: the message when an assertion fails. */
  const supervisorSaid = () => {
    const lines = stack.output().split('\n');
    return [...lines.filter((line) => line.startsWith('[dalil]')), '…', ...lines.slice(-40)].join('\n');
  };
  const catalogueReady = () => fetch(`http://127.0.0.1:${cataloguePort}/readyz`).then((r) => r.status === 200, () => false);

  /** kill -9 of the catalogue; answers once the supervisor started the new one: the time since the kill, and the new pid. */
  async function killCatalogue(): Promise<{ killedAt: number; respawnedMs: number; pid: number }> {
    const old = stack.pidOf('catalogue');
    expect(old, supervisorSaid()).toBeDefined();
    const killedAt = Date.now();
    process.kill(old!, 'SIGKILL');
    // Kills a minute apart or less count as failures in a row: the supervisor waits 1, 2, 4, 8 … s.
    const respawned = await until(async () => stack.pidOf('catalogue'), (pid) => pid !== undefined && pid !== old, 40_000, 10);
    expect(respawned, supervisorSaid()).toBeDefined();
    expect(respawned).not.toBe(old);
    return { killedAt, respawnedMs: Date.now() - killedAt, pid: respawned! };
  }

  it('when PostgreSQL is down and the catalogue is killed meanwhile, then a student gets an answer within a few seconds of PostgreSQL coming back after 20 s', async () => {
    const studentAnswer = () => fetch(`${base}/api/universities?limit=1`).then((r) => r.status, () => 0);
    await postgres.stop();
    const stoppedAt = Date.now();
    let restarted = false;
    try {
      // The new catalogue (started 1 s after the kill: the first failure) waits for PostgreSQL: it
      // stays, not crash-looping. First in this file, before kills in a row lengthen the backoff.
      const killed = await killCatalogue();
      expect(killed.respawnedMs, supervisorSaid()).toBeLessThan(5_000);
      const waiting = killed.pid;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 20_000 - (Date.now() - stoppedAt))));
      expect(stack.pidOf('catalogue')).toBe(waiting);
      await postgres.start();
      restarted = true;
      const backAt = Date.now();
      expect(await until(studentAnswer, (status) => status === 200, 60_000, 20), supervisorSaid()).toBe(200);
      const answeredMs = Date.now() - backAt;
      process.stdout.write(`[restart-recovery] PostgreSQL down 20 s, catalogue killed meanwhile: first answer ${answeredMs} ms after PostgreSQL was back; load ${os.loadavg()[0]!.toFixed(1)}\n`);
      // At most a 2 s wait for the next question, then the catalogue's start-up.
      expect(answeredMs).toBeLessThan(6_000);
    } finally {
      // A failure above must not leave the next test without its database.
      if (!restarted) await postgres.start();
    }
  }, 180_000);
  it('when the catalogue is killed with kill -9, then once the supervisor has started it again it is ready within 1.5 s on a quiet machine (median of five, printed)', async () => {
    const runs: Array<{ respawnedMs: number; readyMs: number; cpuMs: number }> = [];
    for (let i = 0; i < 5; i++) {
      const killed = await killCatalogue();
      expect(await until(catalogueReady, Boolean, 30_000, 10), supervisorSaid()).toBe(true);
      runs.push({ respawnedMs: killed.respawnedMs, readyMs: Date.now() - killed.killedAt, cpuMs: cpuMsOf(killed.pid) });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const afterRespawn = runs.map((run) => run.readyMs - run.respawnedMs);
    const cpu = runs.map((run) => run.cpuMs);
    process.stdout.write(
      `[restart-recovery] catalogue kill -9: ready after respawn ${afterRespawn.join(', ')} ms (median ${median(afterRespawn)}), CPU used until ready ${cpu.join(', ')} ms (median ${median(cpu)}); from the kill ${runs.map((run) => run.readyMs).join(', ')} ms (the supervisor waits 2, 4, 8 … s between kills in a row); load ${os.loadavg()[0]!.toFixed(1)}\n`,
    );
    // The wall clock depends on what else runs here; the CPU a start-up needs does not (it was
    // ~1,250 ms before drizzle-orm was bundled and Fastify's unused compilers were no longer loaded,
    // ~600 ms after; 1,450–1,690 ms on 2026-11-27, when a respawn re-read every seed file beside its
    // first answers; 2026-11-28: a median of 440 ms with the seed skipped, then 360 and 370 ms in
    // two runs once pino no longer parsed the bundle's source map, node:http no longer loaded
    // undici and respawns read Node's compile cache — ready 393 and 450 ms after the respawn at a
    // load of 4.5). Twice that and more is a regression: a start-up that reads its data or fits a
    // model again before answering.
    // Measured against this machine's own floor: on 2026-11-28 a second machine ran the same
    // start-up at 950–1,020 ms CPU over a floor of ~460 ms (the first: 360–370 ms), so a fixed
    // figure judged the machine, not the code. A start-up that reads its data again costs
    // seconds more, several floors.
    const floor = dependencyFloorCpuMs(path.join(dataDir, 'compile-cache'));
    process.stdout.write(`[restart-recovery] CPU to load the catalogue's npm dependencies alone: ${floor} ms; start-up until ready ${(median(cpu) / floor).toFixed(2)}× that\n`);
    expect(median(cpu)).toBeLessThan(3 * floor);
    expect(median(afterRespawn)).toBeLessThan(3_000);
    expect((await fetch(`${base}/api/universities?limit=1`)).status).toBe(200);
  }, 180_000);

});

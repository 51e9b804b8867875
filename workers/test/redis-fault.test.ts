/**
 * Redis stopped under a running import, on a Redis of the test's own (AOF on, stopped with
 * SIGTERM and started again on the same data, as production's would be; the shared Redis is
 * never touched). The workers process is the real one (spawned, two jobs at once), so a second
 * attempt of the same job can start in it while the first still runs — the overlap that made a
 * finished import end `failed`. Each case asserts what the administrator saw, the job's final
 * state and history, the rows in the database and the upload left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, until } from '@dalil/service-kit/testing';
import { throwawayRedis, type ThrowawayServer } from '../../infra/test/support/throwaway-servers.ts';
import { multipart, openPipeline, resultsCsv } from './support/pipeline.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROWS = 120_000;
/** Longer than a job lock (8 s): the running attempt's lock lapses while Redis is away. */
const OUTAGE_MS = 12_000;

describe('Redis stopped during an import', () => {
  let redis: ThrowawayServer;
  let p: Awaited<ReturnType<typeof openPipeline>>;
  let workers: ChildProcess | undefined;
  let workersLog = '';
  beforeAll(async () => {
    redis = await throwawayRedis({ appendOnly: true });
    p = await openPipeline({ workers: false, redisUrl: redis.url, env: { UPLOAD_WAIT_MS: '0' } });
    workers = spawn(process.execPath, ['--import', 'tsx', 'workers/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...p.workerEnv, WORKER_CONCURRENCY: '2', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.stdout!.on('data', (chunk: Buffer) => (workersLog += chunk.toString()));
    workers.stderr!.on('data', (chunk: Buffer) => (workersLog += chunk.toString()));
    await until(async () => workersLog, (log) => log.includes('workers ready'), 30_000);
  }, 90_000);
  afterAll(async () => {
    workers?.kill('SIGKILL');
    await p?.close();
    await redis?.destroy();
  });

  async function upload(year: number, firstSeat: number) {
    const body = multipart([{ name: 'kind', value: 'results' }, { name: 'year', value: String(year) }, { name: 'csvFile', value: resultsCsv(ROWS, firstSeat), filename: `results-${year}.csv` }]);
    const res = await p.app.inject({ method: 'POST', url: '/admin/upload/csv', payload: body.payload, headers: { ...body.headers, ...authHeaders(p.ctx) } });
    return { status: res.statusCode, body: res.json(), again: () => p.app.inject({ method: 'POST', url: '/admin/upload/csv', payload: body.payload, headers: { ...body.headers, ...authHeaders(p.ctx) } }) };
  }
  // While the jobs service cannot read the queue it answers 503 (no data): an empty object then.
  const jobOf = async (id: string) => (await p.app.inject({ method: 'GET', url: `/api/admin/jobs/${id}`, headers: authHeaders(p.ctx) })).json().data ?? {};
  const rowsOf = async (year: number) => (await p.catalogue.query('select count(*)::int as n from results where year = $1', [year])).rows[0].n as number;
  const commitsOf = async (jobId: string) => (await p.catalogue.query('select run_id from import_commits where job_id = $1', [jobId])).rows.length;
  const uploadsLeft = async () => (await readdir(p.uploadDir)).filter((name) => /^csv-.*\.csv$/.test(name));

  /** Holds every import at its swap: the results table locked in SHARE mode refuses ATTACH/DETACH PARTITION until released. */
  async function holdSwaps(): Promise<{ release: () => Promise<void> }> {
    const client: pg.PoolClient = await p.catalogue.connect();
    await client.query('begin');
    await client.query('lock table results in share mode');
    return {
      release: async () => {
        await client.query('commit');
        client.release();
      },
    };
  }
  const importWaitingAtSwap = async () =>
    (await p.catalogue.query(`select count(*)::int as n from pg_stat_activity where application_name = 'dalil-workers-catalogue' and wait_event_type = 'Lock'`)).rows[0].n > 0;

  it('when Redis stops mid-import and returns 12 s later while the first attempt still writes, then the second attempt waits for it, finds its commit and the job ends completed once with exactly the file rows and one honest history entry', async () => {
    // The first attempt will still be writing when Redis is back: it cannot swap the year in until released.
    const swaps = await holdSwaps();
    let id: string;
    try {
      const sent = await upload(2022, 2_000_000);
      expect(sent.status).toBe(202);
      expect(sent.body.data).toMatchObject({ state: expect.stringMatching(/^(waiting|active)$/), recordsProcessed: 0, finished: false });
      id = sent.body.data.jobId as string;
      // Mid-import: the whole file read into the attempt's open transaction, its swap still to come.
      expect(await until(importWaitingAtSwap, Boolean, 90_000)).toBe(true);
      expect((await jobOf(id)).progress.attempt).toBe(1);
      await redis.stop();
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      await redis.start();
      // BullMQ hands the job to a second attempt (the first one's lock lapsed): it must not import
      // while the first may still write, so it waits for it.
      const waiting = await until(() => jobOf(id), (j) => j.progress?.stage === 'waiting for the lost attempt to finish', 30_000);
      expect(waiting).toMatchObject({ state: 'active', attemptsMade: 2, progress: { attempt: 2, rowsRead: 0 } });
      expect(await rowsOf(2022)).toBe(0);
      // The same file uploaded again meanwhile: the answer quotes the running attempt's count, never the lost one's.
      const again = await sent.again();
      expect(again.statusCode).toBe(202);
      expect(again.json()).toMatchObject({ message: 'CSV file is already being processed. Records so far: 0', data: { jobId: id, recordsProcessed: 0 } });
    } finally {
      await swaps.release();
    }

    const finished = await until(() => jobOf(id), (j) => j.state === 'completed' || j.state === 'failed', 90_000);
    expect(finished).toMatchObject({ state: 'completed', attemptsMade: 2, error: null, result: { recordsProcessed: ROWS, rejectedCount: 0 } });
    expect(finished.progress).toMatchObject({ attempt: 2, rowsRead: ROWS, percent: 100 });
    expect(finished.totalMs).toBeGreaterThanOrEqual(OUTAGE_MS);
    expect(finished.interruptions).toEqual([
      {
        detectedAt: expect.any(String),
        lastProgressAt: expect.any(String),
        // How far its last report got depends on how fast it read the file.
        rowsRead: expect.any(Number),
        totalRows: expect.toBeOneOf([ROWS, null]),
        reason: 'worker-lost',
        outcome: 'committed',
        message: expect.stringContaining('did not import again'),
      },
    ]);
    expect(await rowsOf(2022)).toBe(ROWS);
    expect(await commitsOf(id)).toBe(1);
    // The upload went once the job's final state was written.
    expect(await until(uploadsLeft, (left) => left.length === 0, 5_000)).toEqual([]);
    expect(workersLog).toContain('import already committed by an earlier attempt');
  }, 240_000);

  it('when the import commits while Redis is down, then after Redis returns the job ends completed with exactly the file rows and one history entry saying the lost attempt had committed', async () => {
    const sent = await upload(2023, 3_000_000);
    expect(sent.status).toBe(202);
    const id = sent.body.data.jobId as string;
    const swaps = await holdSwaps();
    let stoppedAt = 0;
    try {
      // The attempt has read the whole file and waits to swap the year in: its commit is next.
      expect(await until(importWaitingAtSwap, Boolean, 90_000)).toBe(true);
      await redis.stop();
      stoppedAt = Date.now();
    } finally {
      await swaps.release();
    }
    // The commit lands while Redis is away: the rows and the run's record are stored together.
    expect(await until(() => commitsOf(id), (n) => n === 1, 30_000)).toBe(1);
    expect(await rowsOf(2023)).toBe(ROWS);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt))));
    await redis.start();

    const finished = await until(() => jobOf(id), (j) => j.state === 'completed' || j.state === 'failed', 90_000);
    expect(finished).toMatchObject({ state: 'completed', error: null, result: { recordsProcessed: ROWS, rejectedCount: 0 } });
    expect(finished.interruptions).toHaveLength(1);
    // How far its last report got depends on how fast it read the file; what became of it does not.
    expect(finished.interruptions[0]).toMatchObject({ reason: 'worker-lost', outcome: 'committed', message: expect.stringContaining('did not import again') });
    expect(await rowsOf(2023)).toBe(ROWS);
    expect(await commitsOf(id)).toBe(1);
    expect(await until(uploadsLeft, (left) => left.length === 0, 5_000)).toEqual([]);
  }, 240_000);
});

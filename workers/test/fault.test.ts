/**
 * The workers process for real: spawned, killed with SIGKILL in the middle of a CSV import,
 * started again — BullMQ's stalled-job recovery hands the job to the new process and the
 * transactional importer ends with exactly the file's rows, once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '@dalil/service-kit/testing';
import { multipart, openPipeline, resultsCsv } from './support/pipeline.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROWS = 150_000;

describe('workers process faults', () => {
  let p: Awaited<ReturnType<typeof openPipeline>>;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    p = await openPipeline({ workers: false, env: { UPLOAD_WAIT_MS: '0' } });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await p?.close();
  });

  let healthPort = 0;
  function startWorkers(): ChildProcess {
    healthPort = 24000 + Math.floor(Math.random() * 4000);
    const proc = spawn(process.execPath, ['--import', 'tsx', 'workers/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...p.workerEnv, WORKERS_PORT: String(healthPort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return proc;
  }

  async function upload(year: number, firstSeat: number) {
    const body = multipart([{ name: 'kind', value: 'results' }, { name: 'year', value: String(year) }, { name: 'csvFile', value: resultsCsv(ROWS, firstSeat), filename: `results-${year}.csv` }]);
    const res = await p.app.inject({ method: 'POST', url: '/admin/upload/csv', payload: body.payload, headers: { ...body.headers, ...authHeaders(p.ctx) } });
    expect(res.statusCode).toBe(202);
    return res.json().data.jobId as string;
  }

  async function jobOf(id: string) {
    return (await p.app.inject({ method: 'GET', url: `/api/admin/jobs/${id}`, headers: authHeaders(p.ctx) })).json().data;
  }

  async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let value = await read();
    while (!done(value) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      value = await read();
    }
    return value;
  }

  const rowsOf = async (year: number) => (await p.catalogue.query('select count(*)::int as n from results where year = $1', [year])).rows[0].n as number;

  it('when a running import is cancelled, then it stops as failed with the reason and stores nothing', async () => {
    child = startWorkers();
    const id = await upload(2021, 1_000_000);
    const running = await waitFor(() => jobOf(id), (j) => j.state === 'active' && (j.progress?.rowsRead ?? 0) > 0, 60_000);
    expect(running.state).toBe('active');
    const cancel = await p.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/cancel`, headers: authHeaders(p.ctx) });
    expect(cancel.statusCode).toBe(200);
    const finished = await waitFor(() => jobOf(id), (j) => j.state === 'failed' || j.state === 'completed', 60_000);
    // A very fast machine may finish the import before the next progress check; then the rows are all there.
    if (finished.state === 'failed') {
      expect(finished.error).toBe('Cancelled by an administrator');
      expect(await rowsOf(2021)).toBe(0);
    } else {
      expect(await rowsOf(2021)).toBe(ROWS);
    }
  }, 120_000);

  it('when the workers process is killed during a CSV import and started again, then the job records the lost attempt and completes within 60 s, once, with exactly the file rows', async () => {
    const id = await upload(2022, 2_000_000);
    const running = await waitFor(() => jobOf(id), (j) => j.state === 'active' && (j.progress?.rowsRead ?? 0) > 0, 60_000);
    expect(running.state).toBe('active');
    child!.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    const killedAt = Date.now();
    const reached = (await jobOf(id)).progress.rowsRead as number;
    expect(await rowsOf(2022)).toBe(0);
    child = startWorkers();
    const finished = await waitFor(() => jobOf(id), (j) => j.state === 'completed' || j.state === 'failed', 60_000);
    expect(finished.state).toBe('completed');
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    // The history tells the truth: one attempt was lost, at the row it had reached.
    expect(finished.interruptions).toEqual([
      {
        detectedAt: expect.any(String),
        lastProgressAt: expect.any(String),
        rowsRead: reached,
        totalRows: ROWS,
        reason: 'worker-lost',
        outcome: 'nothing-kept',
        message: expect.stringContaining('nothing of the lost attempt was kept'),
      },
    ]);
    const [lost] = finished.interruptions;
    // Noticed within 10 s of the kill (plus the new process's start), after the last progress report.
    expect(Date.parse(lost.detectedAt) - killedAt).toBeLessThan(10_000 + 5_000);
    expect(Date.parse(lost.lastProgressAt)).toBeLessThanOrEqual(killedAt);
    // The new process's health check (its queue heartbeat) and its metrics say so too. Its first
    // beat waits for every queue's loop to run, which on a loaded machine can come after this
    // short job finished: give it one beat interval (5 s) and a little.
    const health = await waitFor(() => fetch(`http://127.0.0.1:${healthPort}/healthz`), (r) => r.status === 200, 8_000);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, data: { status: 'alive', service: 'workers' } });
    const metrics = await (await fetch(`http://127.0.0.1:${healthPort}/metrics`)).text();
    expect(metrics).toContain('dalil_job_interrupted_attempts_total{queue="import-csv",service="workers"} 1');
    expect(metrics).toMatch(/dalil_db_pool_connections\{pool="catalogue",state="total",service="workers"\} \d+/);
    expect(finished.result).toMatchObject({ recordsProcessed: ROWS, rejectedCount: 0 });
    // The job's facts count the lost attempt: two attempts, the last one's own progress and
    // duration, and the time since the upload around both.
    expect(finished.attemptsMade).toBe(2);
    expect(finished.progress).toMatchObject({ attempt: 2, rowsRead: ROWS });
    expect(finished.totalMs).toBeGreaterThan(finished.durationMs);
    expect(finished.totalMs).toBeGreaterThanOrEqual(Date.parse(finished.finishedAt) - killedAt);
    expect(await rowsOf(2022)).toBe(ROWS);
    const list = await p.app.inject({ method: 'GET', url: '/api/admin/jobs?queue=import-csv', headers: authHeaders(p.ctx) });
    expect(list.json().data.filter((j: { id: string }) => j.id === id)).toHaveLength(1);
  }, 200_000);
});

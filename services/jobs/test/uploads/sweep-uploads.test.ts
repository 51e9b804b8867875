import { appendFile, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'bullmq';
import { createRedis } from '@dalil/service-kit/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '@dalil/service-kit/testing';
import { removeAbandonedPartials, sweepUploads } from '../../src/uploads/sweep-uploads.ts';
import { createQueueSet } from '../../src/queues/queue-set.ts';
import { multipart, openJobsApp } from '../support/jobs-test-app.ts';

describe('upload directory sweep', () => {
  let t: Awaited<ReturnType<typeof openJobsApp>>;
  beforeAll(async () => {
    t = await openJobsApp();
  });
  afterAll(async () => t?.close());

  it('when files are left behind, then stale ones go and the upload of a job that still exists stays', async () => {
    const body = multipart([{ name: 'kind', value: 'cutoffs' }, { name: 'csvFile', value: 'year,stream\n2024,science\n', filename: 'c.csv' }]);
    const res = await t.app.inject({ method: 'POST', url: '/admin/upload/csv', payload: body.payload, headers: { ...body.headers, ...authHeaders(t.ctx) } });
    const kept = `${res.json().data.jobId}.csv`;
    const orphan = `csv-${'a'.repeat(32)}-cutoffs.csv`;
    const files = { incoming: 'incoming-1234', orphan, rejectedOld: 'rejected-csv-x.csv', fresh: `pdf-${'b'.repeat(32)}.pdf` };
    for (const name of Object.values(files)) await writeFile(path.join(t.uploadDir, name), 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000);
    for (const name of [files.incoming, files.orphan, kept]) await utimes(path.join(t.uploadDir, name), twoDaysAgo, twoDaysAgo);
    const queues = createQueueSet({ redisUrl: t.ctx.config.REDIS_URL, prefix: t.ctx.config.REDIS_PREFIX });
    await queues.ready();
    const removed = await sweepUploads({ uploadDir: t.uploadDir, queues });
    await queues.close();
    expect(removed.sort()).toEqual([files.incoming, files.orphan].sort());
    expect((await readdir(t.uploadDir)).sort()).toEqual([kept, files.rejectedOld, files.fresh].sort());
  });

  it('when a completed job\'s upload was left behind (its workers stopped before removing it), then the sweep removes it', async () => {
    const jobId = `csv-${'c'.repeat(32)}-universities`;
    const queues = createQueueSet({ redisUrl: t.ctx.config.REDIS_URL, prefix: t.ctx.config.REDIS_PREFIX });
    await queues.ready();
    const payload = { version: 1, kind: 'universities', format: 'csv', fileName: `${jobId}.csv`, originalName: 'u.csv', requestedBy: 'admin-test' };
    // First in line (lifo), so this test's worker takes this job and no other.
    await queues.queues['import-csv'].add('import-csv', payload, { jobId, lifo: true });
    const worker = new Worker('import-csv', null, { connection: createRedis(t.ctx.config.REDIS_URL, 'worker'), prefix: t.ctx.config.REDIS_PREFIX });
    const job = await worker.getNextJob('sweep-test-token');
    expect(job?.id).toBe(jobId);
    await job.moveToCompleted({ recordsProcessed: 1, rejectedCount: 0, rejected: [], rejectedFile: false }, 'sweep-test-token', false);
    await worker.close();
    const file = path.join(t.uploadDir, `${jobId}.csv`);
    await writeFile(file, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(file, twoHoursAgo, twoHoursAgo);
    const removed = await sweepUploads({ uploadDir: t.uploadDir, queues });
    await queues.close();
    expect(removed).toContain(`${jobId}.csv`);
    expect(await readdir(t.uploadDir)).not.toContain(`${jobId}.csv`);
  });

  it('when the service starts, then a half-received upload that stopped growing is removed and one still arriving is kept', async () => {
    const idle = path.join(t.uploadDir, 'incoming-idle');
    const growing = path.join(t.uploadDir, 'incoming-growing');
    await writeFile(idle, 'seat_number,total\n1,2\n');
    await writeFile(growing, 'seat_number,total\n');
    const removed = await removeAbandonedPartials({
      uploadDir: t.uploadDir,
      idleMs: 0,
      // Another replica is still receiving this one while the start-up check watches.
      sleep: async () => appendFile(growing, '3,4\n'),
    });
    expect(removed).toEqual(['incoming-idle']);
    expect((await readdir(t.uploadDir)).filter((n) => n.startsWith('incoming-'))).toEqual(['incoming-growing']);
  });
});

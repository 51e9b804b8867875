import type { FastifyReply } from 'fastify';
import type { TJobEvent } from '@dalil/contracts/jobs/jobs';
import { ZJobProgress } from '@dalil/contracts/jobs/queues';
import type { QueueSet } from '../queues/index.ts';
import { toJobView } from '../queues/index.ts';
import { findJob } from './job-history.ts';

/**
 * Server-Sent Events for one job: a snapshot first, then progress from QueueEvents, then the
 * final completed/failed event, after which the stream ends. A comment line every 15 s keeps
 * proxies from closing an idle stream.
 */
export async function streamJobEvents(queues: QueueSet, id: string, reply: FastifyReply): Promise<void> {
  const { job, queue } = await findJob(queues, id);
  const events = queues.events[queue];
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': String(reply.request.id),
  });
  const send = (event: TJobEvent) => raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  let closed = false;
  const finishWith = async (type: 'completed' | 'failed') => {
    if (closed) return;
    const fresh = (await queues.queues[queue].getJob(id)) ?? job;
    send({ type, jobId: id, job: await toJobView(fresh, queue, type) });
    close();
  };
  // A lost attempt may still be running beside the one that took over (its worker lost Redis,
  // not its work): once a later attempt has reported, an earlier one's progress is not passed on.
  let latestAttempt = 0;
  const onProgress = ({ jobId, data }: { jobId: string; data: unknown }) => {
    if (jobId !== id || closed) return;
    const progress = ZJobProgress.safeParse(data);
    if (!progress.success) return;
    const { attempt } = progress.data;
    if (attempt !== undefined) {
      if (attempt < latestAttempt) return;
      latestAttempt = attempt;
    }
    send({ type: 'progress', jobId, progress: progress.data });
  };
  const onCompleted = ({ jobId }: { jobId: string }) => {
    if (jobId === id) void finishWith('completed');
  };
  const onFailed = ({ jobId }: { jobId: string }) => {
    if (jobId === id) void finishWith('failed');
  };
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), 15_000);
  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    events.off('progress', onProgress);
    events.off('completed', onCompleted);
    events.off('failed', onFailed);
    raw.end();
  }
  raw.on('close', close);
  events.on('progress', onProgress);
  events.on('completed', onCompleted);
  events.on('failed', onFailed);
  // Subscribed first, then the snapshot: an event between the two is not lost.
  const snapshot = await toJobView(job, queue);
  send({ type: 'snapshot', job: snapshot });
  if (snapshot.state === 'completed' || snapshot.state === 'failed') await finishWith(snapshot.state);
}

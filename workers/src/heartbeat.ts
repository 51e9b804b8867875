/**
 * The workers' health: every 5 s each process writes a heartbeat key in Redis (its queue
 * connection works) after checking that its BullMQ workers still run. GET /healthz on
 * WORKERS_PORT answers 200 while the last beat is fresh, else 503 saying why — the container's
 * health check and Kubernetes' liveness probe. GET /metrics serves the workers' Prometheus
 * metrics (pools, jobs running, interrupted attempts).
 */
import http from 'node:http';
import os from 'node:os';
import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import { errorMessage } from '@dalil/service-kit/errors';

const HEARTBEAT_EVERY_MS = 5_000;
/** A beat older than this (three missed) makes the process unhealthy. */
const HEARTBEAT_STALE_MS = 15_000;

function heartbeatKey(prefix: string): string {
  return `${prefix}:workers:heartbeat:${os.hostname()}:${process.pid}`;
}

export function startHeartbeat(deps: { redis: Redis; prefix: string; workers: Worker[]; everyMs?: number; staleMs?: number }) {
  const staleMs = deps.staleMs ?? HEARTBEAT_STALE_MS;
  let lastBeat = 0;
  let problem = 'no heartbeat yet';
  const beat = async () => {
    const stopped = deps.workers.filter((w) => !w.isRunning()).map((w) => w.name);
    if (stopped.length) {
      problem = `workers stopped: ${stopped.join(', ')}`;
      return;
    }
    try {
      await deps.redis.set(heartbeatKey(deps.prefix), new Date().toISOString(), 'PX', staleMs);
      lastBeat = Date.now();
    } catch (error) {
      problem = `Redis does not answer: ${errorMessage(error)}`;
    }
  };
  // BullMQ starts a worker's loop just after it is constructed: the first beat waits for the
  // loops to run (checked every 200 ms, at most one beat interval) rather than report them stopped
  // and leave /healthz at 503 until the next beat.
  const firstBeat = async () => {
    const until = Date.now() + (deps.everyMs ?? HEARTBEAT_EVERY_MS);
    while (deps.workers.some((w) => !w.isRunning()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
    await beat();
  };
  void firstBeat();
  const timer = setInterval(() => void beat(), deps.everyMs ?? HEARTBEAT_EVERY_MS);
  timer.unref();
  return {
    state(): { healthy: boolean; lastBeat: string | null; problem?: string } {
      const healthy = lastBeat > 0 && Date.now() - lastBeat < staleMs;
      return { healthy, lastBeat: lastBeat ? new Date(lastBeat).toISOString() : null, ...(healthy ? {} : { problem }) };
    },
    stop: () => clearInterval(timer),
  };
}

export function startHealthServer(deps: { host: string; port: number; heartbeat: ReturnType<typeof startHeartbeat>; metrics: Registry }): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url === '/healthz') {
      const state = deps.heartbeat.state();
      const body = state.healthy
        ? { success: true, data: { status: 'alive', service: 'workers', lastBeat: state.lastBeat } }
        : { success: false, message: `workers unhealthy: ${state.problem}`, data: { lastBeat: state.lastBeat } };
      response.writeHead(state.healthy ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    if (request.url === '/metrics') {
      deps.metrics.metrics().then(
        (text) => response.writeHead(200, { 'content-type': deps.metrics.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: 'Not found' }));
  });
  return new Promise((resolve, reject) => server.once('error', reject).listen(deps.port, deps.host, () => resolve(server)));
}

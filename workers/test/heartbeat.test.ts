/**
 * The workers' health check (compose, Kubernetes) is their queue heartbeat: healthy while the
 * BullMQ workers run and Redis takes the beat, unhealthy (503, saying why) when Redis is gone,
 * healthy again when it returns. Runs on a Redis of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Worker } from 'bullmq';
import { createRedis } from '@dalil/service-kit/redis';
import { createMetricsRegistry } from '@dalil/service-kit/metrics';
import { until } from '@dalil/service-kit/testing';
import { throwawayRedis, type ThrowawayServer } from '../../infra/test/support/throwaway-servers.ts';
import { startHealthServer, startHeartbeat } from '../src/heartbeat.ts';


describe('workers heartbeat', () => {
  let redis: ThrowawayServer;
  let worker: Worker;
  let beatRedis: ReturnType<typeof createRedis>;
  let heartbeat: ReturnType<typeof startHeartbeat>;
  let server: Awaited<ReturnType<typeof startHealthServer>>;
  let url: string;

  beforeAll(async () => {
    redis = await throwawayRedis();
    worker = new Worker('import-csv', async () => undefined, { connection: createRedis(redis.url, 'worker'), prefix: 'hb' });
    worker.on('error', () => undefined);
    beatRedis = createRedis(redis.url, 'producer', { lazyConnect: false });
    heartbeat = startHeartbeat({ redis: beatRedis, prefix: 'hb', workers: [worker], everyMs: 100, staleMs: 600 });
    server = await startHealthServer({ host: '127.0.0.1', port: 0, heartbeat, metrics: createMetricsRegistry('workers') });
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    heartbeat?.stop();
    server?.close();
    beatRedis?.disconnect();
    await worker?.close(true).catch(() => undefined);
    await redis?.destroy();
  });

  const health = async () => {
    const response = await fetch(`${url}/healthz`);
    return { status: response.status, body: (await response.json()) as { success: boolean; message?: string } };
  };

  it('when Redis goes away, then /healthz turns 503 naming Redis, and 200 again when it is back', async () => {
    expect((await until(health, (h) => h.status === 200, 5_000)).body).toMatchObject({ success: true, data: { status: 'alive', service: 'workers' } });
    await redis.stop();
    const down = await until(health, (h) => h.status === 503, 5_000);
    expect(down.status).toBe(503);
    expect(down.body.message).toMatch(/^workers unhealthy: Redis does not answer/);
    await redis.start();
    expect((await until(health, (h) => h.status === 200, 10_000)).status).toBe(200);
  });

  it('when the metrics are scraped, then the workers registry answers in the Prometheus format', async () => {
    const text = await (await fetch(`${url}/metrics`)).text();
    expect(text).toContain('dalil_process_cpu_user_seconds_total{service="workers"}');
  });
});

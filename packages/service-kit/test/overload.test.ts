import { afterEach, describe, expect, it } from 'vitest';
import { createServiceApp } from '../src/create-service.ts';
import { OVERLOAD_MESSAGE } from '../src/overload.ts';
import { fallBehind, TEST_JWT_SECRET, until } from '../src/testing.ts';

describe('load shedding', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('when the event loop falls behind, then new requests get 503 with Retry-After while health, readiness and metrics answer; once it catches up, requests are served again', async () => {
    const app = createServiceApp({ name: 'probe', jwtSecret: TEST_JWT_SECRET, logLevel: 'silent', overload: { maxEventLoopDelayMs: 50, sampleIntervalMs: 100 } });
    app.get('/api/things', async () => ({ success: true, data: [] }));
    await app.ready();
    expect((await app.inject('/api/things')).statusCode).toBe(200);

    stop = fallBehind();
    const shed = await until(() => app.inject('/api/things'), (answer) => answer.statusCode === 503, 10_000, 25);
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toEqual({ success: false, message: OVERLOAD_MESSAGE });
    for (const url of ['/healthz', '/readyz', '/metrics']) expect((await app.inject(url)).statusCode, url).toBe(200);

    stop();
    expect((await until(() => app.inject('/api/things'), (answer) => answer.statusCode === 200, 10_000, 25)).statusCode).toBe(200);
    await app.close();
  });

  it('when start-up holds the event loop longer than a sample interval, then requests right after ready are served, and a process that falls behind afterwards is still shed', async () => {
    const app = createServiceApp({ name: 'probe', jwtSecret: TEST_JWT_SECRET, logLevel: 'silent', overload: { maxEventLoopDelayMs: 50, sampleIntervalMs: 100 } });
    app.get('/api/things', async () => ({ success: true, data: [] }));
    // Start-up work after load shedding is loaded (a service builds its routes and schemas here).
    void app.register(async () => {
      const until = Date.now() + 350;
      while (Date.now() < until) {
        // busy: building the app
      }
    });
    await app.ready();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await app.inject('/api/things')).statusCode);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    expect(statuses).toEqual([200, 200, 200, 200]);

    stop = fallBehind();
    const shed = await until(() => app.inject('/api/things'), (answer) => answer.statusCode === 503, 10_000, 25);
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    await app.close();
  });

  it('when no limit is set, then a process that falls behind still answers every request', async () => {
    const app = createServiceApp({ name: 'probe', jwtSecret: TEST_JWT_SECRET, logLevel: 'silent' });
    app.get('/api/things', async () => ({ success: true, data: [] }));
    await app.ready();
    stop = fallBehind();
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 120));
      statuses.push((await app.inject('/api/things')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    await app.close();
  });
});

import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from '../src/request-logger.ts';

/** A Fastify app whose pino logger (level warn) writes its lines into `lines`. */
function appWithLog() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'warn' }, destination);
  const child = vi.spyOn(logger, 'child');
  const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyRequestLogger, genReqId: () => 'req-1' });
  app.get('/quiet', async (request) => {
    request.log.info('below the level');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.error({ code: 'E1' }, 'something failed');
    request.log.child({ upstream: 'catalogue' }).warn('from a child');
    return { ok: true };
  });
  app.get('/chatty', { logLevel: 'debug' }, async (request) => {
    request.log.debug('a debug line on a debug route');
    return { level: request.log.level };
  });
  return { app, lines, child };
}

describe('request loggers made on first use', () => {
  it('when a request writes nothing at an enabled level, then no child logger is made and nothing is written', async () => {
    const { app, lines, child } = appWithLog();
    await app.ready();
    child.mockClear();
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines.filter((l) => l.msg === 'below the level')).toEqual([]);
    await app.close();
  });

  it('when a request logs at an enabled level, then the line carries the request id, and its own children carry both bindings', async () => {
    const { app, lines } = appWithLog();
    expect((await app.inject('/loud')).statusCode).toBe(200);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, reqId: 'req-1', code: 'E1', msg: 'something failed' }));
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, reqId: 'req-1', upstream: 'catalogue', msg: 'from a child' }));
    await app.close();
  });

  it("when a route sets its own log level, then its requests log at that level and report it", async () => {
    const { app, lines } = appWithLog();
    const response = await app.inject('/chatty');
    expect(response.json()).toEqual({ level: 'debug' });
    expect(lines).toContainEqual(expect.objectContaining({ level: 20, reqId: 'req-1', msg: 'a debug line on a debug route' }));
    await app.close();
  });
});

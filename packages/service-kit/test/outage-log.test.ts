import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutageLog, SUMMARY_EVERY_MS } from '../src/outage-log.ts';
import { backoffDelay, waitForDependency } from '../src/wait-for-dependency.ts';

/** A 20 s outage on a fake clock: `fail` is called every `everyMs` (every failed request or retry). */
async function simulateOutage(fail: () => void, options: { seconds: number; everyMs: number }) {
  for (let t = 0; t < options.seconds * 1000; t += options.everyMs) {
    fail();
    await vi.advanceTimersByTimeAsync(options.everyMs);
  }
}

describe('outage log', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('when a dependency fails 4,000 times in a 20 s outage, then the log gets one line at the start, a summary every 10 s and one at the end, without a stack', async () => {
    const lines: Array<{ fields: Record<string, unknown>; message: string }> = [];
    let up = false;
    const outage = createOutageLog({ warn: (fields, message) => lines.push({ fields, message }) }, 'PostgreSQL', { probe: async () => (up ? undefined : Promise.reject(new Error('down'))) });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    await simulateOutage(() => outage.failed(refused, { reqId: 'r-1' }), { seconds: 20, everyMs: 5 });
    up = true;
    await vi.advanceTimersByTimeAsync(2_000);

    expect(lines.length).toBeLessThan(20);
    expect(lines.map((line) => line.message)).toEqual([
      'PostgreSQL unavailable: connect ECONNREFUSED 127.0.0.1:5432 (one line every 10 s while it lasts)',
      expect.stringMatching(/^PostgreSQL still unavailable after 10 s: \d+ failures in the last 10 s \(2000 in all\), last: connect ECONNREFUSED 127.0.0.1:5432$/),
      expect.stringMatching(/^PostgreSQL still unavailable after 20 s: \d+ failures in the last 10 s \(4000 in all\)/),
      expect.stringMatching(/^PostgreSQL available again after 2\d(\.\d)? s \(4000 failures while it was away\)$/),
    ]);
    expect(lines[0]!.fields).toEqual({ reqId: 'r-1', dependency: 'PostgreSQL', error: 'connect ECONNREFUSED 127.0.0.1:5432' });
    expect(JSON.stringify(lines)).not.toContain('    at ');
    expect(outage.down).toBe(false);
  });

  it('when the failure is a wrapped database error, then the line quotes its cause, never the query and its parameters', () => {
    const messages: string[] = [];
    const outage = createOutageLog({ warn: (_fields, message) => messages.push(message) }, 'PostgreSQL');
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    outage.failed(new Error('Failed query: select * from administrators where username = $1\nparams: someone@example.org', { cause }));
    expect(messages).toEqual(['PostgreSQL unavailable: connect ECONNREFUSED 127.0.0.1:5432 (one line every 10 s while it lasts)']);
    outage.close();
  });

  it('when an outage has nothing to probe and nothing fails for 10 s, then it ends with one line instead of a summary every 10 s for ever', async () => {
    const messages: string[] = [];
    const outage = createOutageLog({ warn: (_fields, message) => messages.push(message) }, 'a service it calls');
    outage.failed(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(messages).toEqual([
      'a service it calls unavailable: read ECONNRESET (one line every 10 s while it lasts)',
      'a service it calls: no failure for 10 s, taken as over after 10 s (1 failure in all)',
    ]);
    expect(outage.down).toBe(false);
  });

  it('when something calls recovered(), then the outage ends without a probe, and a new failure starts a new one', async () => {
    const messages: string[] = [];
    const outage = createOutageLog({ warn: (_fields, message) => messages.push(message) }, 'Redis');
    outage.failed(new Error("Stream isn't writeable and enableOfflineQueue options is false"));
    outage.failed(new Error("Stream isn't writeable and enableOfflineQueue options is false"));
    await vi.advanceTimersByTimeAsync(3_000);
    outage.recovered();
    outage.recovered();
    outage.failed(new Error('Connection is closed.'));
    expect(messages).toEqual([
      "Redis unavailable: Stream isn't writeable and enableOfflineQueue options is false (one line every 10 s while it lasts)",
      'Redis available again after 3 s (2 failures while it was away)',
      'Redis unavailable: Connection is closed. (one line every 10 s while it lasts)',
    ]);
    outage.close();
  });

  it('when a process waits 20 s for its database at start, then it asks at most every 2 s and writes one line at the start, one 10 s later and one at the end', async () => {
    expect([1, 2, 3, 4, 5, 10].map((attempt) => backoffDelay(attempt))).toEqual([500, 1_000, 2_000, 2_000, 2_000, 2_000]);
    const lines: string[] = [];
    const asked: number[] = [];
    const started = Date.now();
    const waiting = waitForDependency(
      async () => {
        asked.push(Date.now() - started);
        if (Date.now() - started < 20_000) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
      { what: 'PostgreSQL at postgres://db', maxWaitMs: 0, say: (line) => lines.push(line) },
    );
    await vi.advanceTimersByTimeAsync(25_000);
    await waiting;
    expect(Math.max(...asked.slice(1).map((at, i) => at - asked[i]!))).toBe(2_000);
    expect(asked.at(-1)! - 20_000).toBeLessThanOrEqual(2_000);
    expect(lines).toEqual([
      'waiting for PostgreSQL at postgres://db: connect ECONNREFUSED 127.0.0.1:5432 (asking again after 500 ms, then at most every 2 s; a line every 10 s while it lasts)',
      expect.stringMatching(/^still waiting for PostgreSQL at postgres:\/\/db after 1\d(\.\d)? s: \d+ attempts, last: connect ECONNREFUSED/),
      expect.stringMatching(/^PostgreSQL at postgres:\/\/db answered after \d+ attempts \(2\d(\.\d)? s\)$/),
    ]);
    expect(SUMMARY_EVERY_MS).toBe(10_000);
  });
});

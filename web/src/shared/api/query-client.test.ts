import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { retryDelay } from './query-client.ts';

describe('retry delay', () => {
  it('when a call fails without Retry-After, then the spec backoff min(1000 × 2^attempt, 30000) ms applies', () => {
    const failure = new ApiError('down', 503);
    expect([0, 1, 2, 5, 9].map((attempt) => retryDelay(attempt, failure))).toEqual([1000, 2000, 4000, 30000, 30000]);
    expect(retryDelay(1, new Error('network'))).toBe(2000);
  });

  it('when a busy server asks for a pause (Retry-After), then the retry waits at least that long, plus at most a second, and never over 30 s plus that second', () => {
    const busy = new ApiError('busy', 503, [], 5);
    for (let i = 0; i < 50; i++) {
      const delay = retryDelay(0, busy);
      expect(delay).toBeGreaterThanOrEqual(5000);
      expect(delay).toBeLessThan(6000);
    }
    const later = retryDelay(3, busy); // the backoff (8 s) is the longer
    expect(later).toBeGreaterThanOrEqual(8000);
    expect(later).toBeLessThan(9000);
    expect(retryDelay(0, new ApiError('busy', 503, [], 120))).toBeLessThan(31_000);
  });
});

import { defineConfig } from 'vitest/config';

/**
 * Browser tests: playwright-core drives the system Chromium against one stack started by
 * global-setup.ts (its own database and Redis prefix). Files run one at a time: the stack and
 * the two cores are shared.
 */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A polled expectation waits for the page, not for a fixed second: on a busy 2-core machine a
    // list can take longer than vitest's default (1 s) to settle.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    pool: 'forks',
  },
});

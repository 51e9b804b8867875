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
    pool: 'forks',
  },
});

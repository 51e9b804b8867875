import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests: services through fastify.inject against real PostgreSQL and
 * Redis (each test file on its own database and Redis prefix), plus the web's node-side unit
 * tests. Browser tests have their own config (web/e2e/vitest.config.ts).
 */
export default defineConfig({
  test: {
    include: [
      'packages/*/{src,test}/**/*.test.ts',
      'services/*/{src,test}/**/*.test.ts',
      'gateway/{src,test}/**/*.test.ts',
      'workers/{src,test}/**/*.test.ts',
      'infra/{src,test}/**/*.test.ts',
      'web/src/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});

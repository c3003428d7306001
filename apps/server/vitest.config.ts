import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // PGlite runs: one seeded demo store for the run, which each file's store starts from
    globalSetup: ['src/test/seeded-store.ts'],
    maxWorkers: 2,
  },
});

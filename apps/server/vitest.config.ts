import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // a test that drives a 20 MB file took just over 60 s when CI's four lanes shared two cores (2026-11-30)
    testTimeout: 120_000,
    // a file's store is seeded in its hook: 20-40 s alone, past 120 s when CI's lanes shared two cores four ways
    hookTimeout: 240_000,
    pool: 'forks',
    // gc(): a test that measures what a piece of work adds to the process's memory starts from a collected heap
    execArgv: ['--expose-gc'],
    // Files run one after another in each worker, sharing its loaded modules (PGlite's compiled engine, Fastify,
    // pdfkit…) instead of a new process per file: 8 min 39 s of CPU -> 4 min 56 s, 281 s -> 168 s (decision 035).
    // Each file still has its own store, database and folder; no test mocks a module or changes the environment.
    isolate: false,
    // PGlite runs: one seeded demo store for the run, which each file's store starts from
    globalSetup: ['src/test/seeded-store.ts'],
    maxWorkers: 2,
  },
});

import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one for its main thread, which is all of one
    // of a 2-core CI machine's two (the whole run took 53 s there, and 32 s on both).
    maxWorkers: '100%',
    // A missing data folder is said once, in one line, before any test runs.
    globalSetup: ['tests/global-setup.ts'],
    projects: [
      {
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto', 'tests/unit/helpers/english.ts'],
          // The files share a worker's modules: loading them afresh for each file took two
          // thirds of this project's time (47 s against 19 s). Safe while every file passes
          // in any order (TESTING.md, "Running the tests").
          isolate: false,
          // A file's first request to the local service loads its corpus (server/hadith-store.ts):
          // about 1.5 s alone, and past Vitest's 5 s on a 2-core machine running a build beside it.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // The files share a worker's modules, so the corpus each language loads (seconds,
          // in server/hadith-store.ts) is loaded once per worker, not once per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

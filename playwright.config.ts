import { defineConfig } from '@playwright/test';
import type { E2eOptions } from './tests/e2e/fixtures';

export default defineConfig<E2eOptions>({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // A rate-limit test waits out the service's window; everything else takes seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  // The resilience reporter keeps TESTING.md's table in step (UPDATE_RESILIENCE_TABLE=1 rewrites it).
  reporter: [['list'], ['./tests/e2e/resilience-reporter.ts']],
  projects: [
    { name: 'envelope', use: { wire: 'envelope' } },
    // Once is enough where the wire plays no part: starting without a key (it never reaches
    // the service), accessibility and keyboard checks, and the store screenshots (files).
    {
      name: 'bare',
      use: { wire: 'bare' },
      testIgnore: /no-key|store-screenshots|accessibility|keyboard/,
    },
  ],
});

import { defineConfig } from '@playwright/test';
import type { E2eOptions } from './tests/e2e/fixtures';

/** Pictures for the docs, not checks: taken by `npm run screenshots` (playwright.screenshots.config.ts). */
export const STORE_SCREENSHOTS = /\/store-screenshots\.spec\.ts$/;

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
    // A spec named *-bare-wire is about the published contract alone: bare runs it, production does not.
    {
      name: 'production',
      use: { wire: 'production' },
      testIgnore: [/-bare-wire\.spec\.ts$/, STORE_SCREENSHOTS],
    },
    // The bare wire (the published contract) differs from production in how answers and
    // error bodies read: the specs that read them in the pages run on it too. Faults,
    // restarts, hostile content, input checks, accessibility, locales, the daily budget,
    // where the key goes, how many requests a search sends, and what runs on the device do
    // not depend on the wire; tests/unit/service/api-client-faults.test.ts reads every
    // injected fault on both wires.
    {
      name: 'bare',
      use: { wire: 'bare' },
      testMatch:
        /\/(core-flows|references-bare-wire|new-tab|search-entry-points|wrong-key|key-test)\.spec\.ts$/,
    },
  ],
});

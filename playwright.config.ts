import { defineConfig } from '@playwright/test';
import type { E2eOptions } from './tests/e2e/fixtures';

/** Pictures for the docs, not checks: taken by `npm run screenshots` (playwright.screenshots.config.ts). */
export const STORE_SCREENSHOTS = /\/store-screenshots\.spec\.ts$/;

/**
 * Workers for the specs that keep a core busy: the CI machine's two cores. The Firefox
 * suite and the screenshots run on as many.
 */
export const BUSY_WORKERS = 2;

/**
 * The specs that mostly wait on the clock: a 429's Retry-After, the client's 10 s timeout,
 * the pool's paced refill, the sync's pauses. Their tests keep a core busy a sixth to a
 * third of the time they run (CPU seconds over seconds, measured test by test on one
 * worker), so they get two workers of their own beside the `BUSY_WORKERS`, and all four
 * once the busy specs are done.
 */
const WAITING =
  /\/(faults-new-tab|faults-search|worker-restart|sync|hostile-new-tab|new-tab-preferences|budget)\.spec\.ts$/;

export default defineConfig<E2eOptions>({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // A rate-limit test waits out the service's window; everything else takes seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: BUSY_WORKERS + 2,
  fullyParallel: true,
  forbidOnly: true,
  // The resilience reporter keeps docs/resilience.md's table in step (UPDATE_RESILIENCE_TABLE=1 rewrites it).
  reporter: [['list'], ['./tests/e2e/resilience-reporter.ts']],
  // A worker takes the first queued test whose project is under its limit: the projects'
  // order puts the waiting specs' tests before the bare wire's, which run last. The bare
  // wire's are held to one worker: where the waiting specs end before production's (a
  // machine slower at the busy work), they run beside production's, three busy at most.
  projects: [
    // A spec named *-bare-wire is about the published contract alone: bare runs it, production does not.
    {
      name: 'production',
      use: { wire: 'production' },
      testIgnore: [/-bare-wire\.spec\.ts$/, STORE_SCREENSHOTS, WAITING],
      workers: BUSY_WORKERS,
    },
    // The production wire too; a project of its own only for its worker limit (none).
    {
      name: 'production-waiting',
      use: { wire: 'production' },
      testMatch: WAITING,
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
        /\/(core-flows|references-bare-wire|explanations-bare-wire|new-tab|search-entry-points|wrong-key|key-test)\.spec\.ts$/,
      workers: 1,
    },
  ],
});

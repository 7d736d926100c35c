import { defineConfig } from '@playwright/test';
import chromium, { BUSY_WORKERS } from './playwright.config';
import { FIREFOX_BUILDS } from './tests/flows/firefox-driver';
import type { FirefoxOptions } from './tests/firefox/fixtures';

/**
 * The Firefox suite (`npm run test:firefox`): Playwright's runner, with the
 * Chromium suite's timeouts and parallelism (as many workers as its busy
 * specs), and Debian's Firefox ESR driven by Puppeteer over WebDriver BiDi
 * (tests/flows/firefox-driver.ts), once per Firefox build.
 */
const { timeout, expect, retries, fullyParallel, forbidOnly } = chromium;

/**
 * The MV2 build differs from the MV3 one in its background (a page that stays,
 * not an event page), its permissions and its toolbar button: it runs the flows
 * through those (core-flows, popup-panel), and leaves the ones through what the
 * browser keeps, and through production's routes, to the MV3 build.
 */
const MV3_ONLY = /\/device-flows\.spec\.ts$/;

export default defineConfig<FirefoxOptions>({
  testDir: 'tests/firefox',
  globalSetup: './tests/firefox/global-setup.ts',
  timeout,
  expect,
  retries,
  workers: BUSY_WORKERS,
  fullyParallel,
  forbidOnly,
  reporter: [['list']],
  projects: FIREFOX_BUILDS.map((build) => ({
    name: build.name,
    use: { build },
    ...(build.name === 'firefox-mv3' ? {} : { testIgnore: MV3_ONLY }),
  })),
});

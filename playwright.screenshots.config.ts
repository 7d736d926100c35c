import { defineConfig } from '@playwright/test';
import type { E2eOptions } from './tests/e2e/fixtures';
import chromium, { BUSY_WORKERS, STORE_SCREENSHOTS } from './playwright.config';

/**
 * The stores' screenshots (`npm run screenshots`): the Chromium suite's
 * fixtures and timeouts, on the production wire, running only
 * tests/e2e/store-screenshots.spec.ts, which writes docs/screenshots/.
 */
const { testDir, globalSetup, timeout, expect, retries, forbidOnly } = chromium;

export default defineConfig<E2eOptions>({
  testDir,
  globalSetup,
  timeout,
  expect,
  retries,
  workers: BUSY_WORKERS,
  forbidOnly,
  reporter: [['list']],
  projects: [{ name: 'screenshots', use: { wire: 'production' }, testMatch: STORE_SCREENSHOTS }],
});

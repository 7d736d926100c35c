import { test as base } from '@playwright/test';
import { startServer, type RunningServer, type ServerOptions } from '../../server/app';
import { FIREFOX_BUILDS, FirefoxBrowser, type FirefoxBuild } from '../flows/firefox-driver';

export { expect } from '@playwright/test';

export interface FirefoxOptions {
  /** The Firefox build under test: set per project (playwright.firefox.config.ts). */
  build: FirefoxBuild;
  serverOptions: Partial<ServerOptions>;
  /** The browser's interface language, e.g. `ar`; default: the system's. */
  browserLanguage: string | undefined;
}

interface FirefoxFixtures {
  /** The local Hadith service, on its production wire, on a free port. */
  server: RunningServer;
  /** Firefox ESR with the build installed, as freshly: the worker's, reset, or a new one. */
  firefox: FirefoxBrowser;
}

interface FirefoxWorkerFixtures {
  /** The browser the worker's last test used, lent to the next (a launch costs ~9 CPU-s). */
  heldFirefox: { browser: FirefoxBrowser | null };
}

/**
 * The held browser made as new for a test of `build` (FirefoxBrowser.reset),
 * or a new browser when it cannot be: none held yet, another build's, a
 * permission granted, or a browser a test left unable to answer.
 */
async function lend(
  held: FirefoxBrowser | null,
  build: FirefoxBuild,
  locale: string | undefined,
): Promise<FirefoxBrowser> {
  if (held !== null) {
    const same = held.build.name === build.name && held.locale === locale;
    const reset = same && (await held.reset().catch(() => false));
    if (reset) return held;
    await held.close().catch(() => undefined);
  }
  return FirefoxBrowser.launch(build, locale);
}

export const test = base.extend<FirefoxOptions & FirefoxFixtures, FirefoxWorkerFixtures>({
  build: [FIREFOX_BUILDS[0]!, { option: true }],
  serverOptions: [{}, { option: true }],
  browserLanguage: [undefined, { option: true }],
  server: async ({ serverOptions }, use) => {
    const server = await startServer({ port: 0, wire: 'production', ...serverOptions });
    await use(server);
    await server.close();
  },
  heldFirefox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
    async ({}, use) => {
      const held: { browser: FirefoxBrowser | null } = { browser: null };
      await use(held);
      await held.browser?.close();
    },
    { scope: 'worker' },
  ],
  // A failed test ends its worker, and the browser with it: the next test's worker launches anew.
  firefox: async ({ build, browserLanguage, heldFirefox }, use) => {
    heldFirefox.browser = await lend(heldFirefox.browser, build, browserLanguage);
    await use(heldFirefox.browser);
  },
});

import { test as base } from '@playwright/test';
import { startServer, type RunningServer, type ServerOptions } from '../../server/app';
import { FIREFOX_BUILDS, FirefoxBrowser, type FirefoxBuild } from '../flows/firefox-driver';

export { expect } from '@playwright/test';

export interface FirefoxOptions {
  /** The Firefox build under test: set per project (playwright.firefox.config.ts). */
  build: FirefoxBuild;
  serverOptions: Partial<ServerOptions>;
}

interface FirefoxFixtures {
  /** The local Hadith service, on its production wire, on a free port. */
  server: RunningServer;
  /** Firefox ESR with the build installed in a fresh profile. */
  firefox: FirefoxBrowser;
}

export const test = base.extend<FirefoxOptions & FirefoxFixtures>({
  build: [FIREFOX_BUILDS[0]!, { option: true }],
  serverOptions: [{}, { option: true }],
  server: async ({ serverOptions }, use) => {
    const server = await startServer({ port: 0, wire: 'production', ...serverOptions });
    await use(server);
    await server.close();
  },
  // Every test gets its own Firefox and profile: nothing leaks between tests.
  firefox: async ({ build }, use) => {
    const firefox = await FirefoxBrowser.launch(build);
    await use(firefox);
    await firefox.close();
  },
});

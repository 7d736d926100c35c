import { test as base, expect, type Worker } from '@playwright/test';
import { startServer, type RunningServer, type ServerOptions } from '../../server/app';
import {
  configureExtension,
  launchExtension,
  type ExtensionSettings,
  type LaunchedExtension,
} from '../../scripts/launch-extension';

export { expect };

/** Set per project (the wire) and per file with `test.use({ serverOptions })`. */
export interface E2eOptions {
  wire: ServerOptions['wire'];
  serverOptions: Partial<ServerOptions>;
  /** The browser's interface language (e.g. `ar`), which chrome.i18n follows; default: the system's. */
  uiLocale: string | undefined;
}

interface E2eFixtures {
  /** The local Hadith service on a free port, closed after the test. */
  server: RunningServer;
  /** The key the service accepts: the first of `serverOptions.keys`. */
  apiKey: string;
  extension: LaunchedExtension;
  serviceWorker: Worker;
  extensionId: string;
  /** Points the extension at `server` with `apiKey`; `settings` override. */
  configure: (settings?: Partial<ExtensionSettings>) => Promise<void>;
  /** Fails the test when a page threw, or a page or the worker logged an error. */
  extensionErrors: void;
}

export const test = base.extend<E2eFixtures & E2eOptions>({
  wire: ['envelope', { option: true }],
  serverOptions: [{}, { option: true }],
  uiLocale: [undefined, { option: true }],

  server: async ({ wire, serverOptions }, use) => {
    const server = await startServer({ port: 0, wire, ...serverOptions });
    await use(server);
    await server.close();
  },

  apiKey: async ({ serverOptions }, use) => {
    await use(serverOptions.keys?.[0] ?? 'demo-key');
  },

  // Every test gets its own browser and profile: nothing leaks between tests.
  extension: async ({ uiLocale }, use) => {
    const extension = await launchExtension({ locale: uiLocale });
    await use(extension);
    await extension.close();
  },
  context: async ({ extension }, use) => {
    await use(extension.context);
  },
  page: async ({ context }, use) => {
    await use(context.pages()[0] ?? (await context.newPage()));
  },
  serviceWorker: async ({ extension }, use) => {
    await use(extension.serviceWorker);
  },
  extensionId: async ({ extension }, use) => {
    await use(extension.extensionId);
  },

  configure: async ({ server, apiKey, serviceWorker }, use) => {
    await use((settings = {}) =>
      configureExtension(serviceWorker, {
        apiKey,
        apiBaseUrl: server.url,
        searchBaseUrl: `${server.url}/v1`,
        language: 'en',
        ...settings,
      }),
    );
  },

  extensionErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
      context.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await use();
      expect(errors, 'errors in the extension').toEqual([]);
    },
    { auto: true },
  ],
});

/** Every search request the service received, on either route. */
export function searchRequests(server: RunningServer): number {
  const { byPath } = server.stats;
  return (byPath['/v1/hadiths/search'] ?? 0) + (byPath['/hadiths/search'] ?? 0);
}

import { test as base, expect, type Worker } from '@playwright/test';
import { startServer, type RunningServer, type ServerOptions } from '../../server/app';
import {
  configureExtension,
  DEMO_KEY,
  launchExtension,
  localServiceSettings,
  type ExtensionSettings,
  type LaunchedExtension,
} from '../../scripts/launch-extension';

export { expect };
export { searchRequests } from '../flows/core-flows';

/** Set per project (the wire) and per file with `test.use({ serverOptions })`. */
export interface E2eOptions {
  wire: ServerOptions['wire'];
  serverOptions: Partial<ServerOptions>;
  /** The browser's interface language, e.g. `ar` (`test.use({ browserLanguage })`); default: the system's. */
  browserLanguage: string | undefined;
  /** The browser's default font size in px (`test.use({ defaultFontSize: 20 })`); default: 16. */
  defaultFontSize: number | undefined;
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
  wire: ['production', { option: true }],
  serverOptions: [{}, { option: true }],
  browserLanguage: [undefined, { option: true }],
  defaultFontSize: [undefined, { option: true }],

  server: async ({ wire, serverOptions }, use) => {
    const server = await startServer({ port: 0, wire, ...serverOptions });
    await use(server);
    await server.close();
  },

  apiKey: async ({ serverOptions }, use) => {
    await use(serverOptions.keys?.[0] ?? DEMO_KEY);
  },

  // Every test gets its own browser and profile: nothing leaks between tests.
  extension: async ({ browserLanguage, defaultFontSize }, use) => {
    const extension = await launchExtension({ locale: browserLanguage, defaultFontSize });
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
        ...localServiceSettings(server.url, apiKey),
        ...settings,
      }),
    );
  },

  extensionErrors: [
    async ({ context, serviceWorker }, use) => {
      const errors: string[] = [];
      // Pages: uncaught errors and unhandled rejections (Chromium reports both as page errors).
      context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
      context.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      serviceWorker.on('console', (message) => {
        if (message.type() === 'error') errors.push(`worker console.error: ${message.text()}`);
      });
      // The worker reports neither to Playwright: it collects its own.
      await serviceWorker.evaluate(collectWorkerErrors);
      await use();
      errors.push(...(await workerErrors(serviceWorker)));
      expect(errors, 'errors in the extension').toEqual([]);
    },
    { auto: true },
  ],
});

interface WorkerErrorLog {
  __uncaughtErrors?: string[];
}

/** Runs in the service worker: records its uncaught errors and unhandled rejections. */
function collectWorkerErrors(): void {
  const log = self as unknown as WorkerErrorLog;
  if (log.__uncaughtErrors !== undefined) return;
  const errors: string[] = [];
  log.__uncaughtErrors = errors;
  self.addEventListener('error', (event) => errors.push(`worker uncaught: ${event.message}`));
  self.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    errors.push(
      `worker unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`,
    );
  });
}

/**
 * What the worker collected. A worker stopped during the test (a restart
 * test stops it on purpose) took its log with it: there is nothing to read.
 */
async function workerErrors(serviceWorker: Worker): Promise<string[]> {
  return serviceWorker
    .evaluate(() => (self as unknown as WorkerErrorLog).__uncaughtErrors ?? [])
    .catch((error: unknown) => {
      if (error instanceof Error && /closed|Target|destroyed/i.test(error.message)) return [];
      throw error;
    });
}

/** The settings as stored in the extension (lib/storage/settings.ts keys). */
export async function storedSettings(serviceWorker: Worker): Promise<Record<string, unknown>> {
  return serviceWorker.evaluate(() =>
    chrome.storage.local.get(['apiKey', 'apiBaseUrl', 'searchBaseUrl', 'language']),
  );
}

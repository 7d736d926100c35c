import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type WebError,
  type Worker,
} from '@playwright/test';
import { startServer, type RunningServer, type ServerOptions } from '../../server/app';
import {
  configureExtension,
  DEMO_KEY,
  launchExtension,
  localServiceSettings,
  PRODUCTION_EXTENSION_DIR,
  type ExtensionSettings,
  type LaunchedExtension,
} from '../../scripts/launch-extension';
import { SharedBrowser } from './shared-browser';

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
  /**
   * A browser of the test's own, on a new profile, instead of the worker's
   * shared one (tests/e2e/shared-browser.ts): for a first install's welcome
   * tab, and for a fake clock, which outlives the test.
   */
  freshBrowser: boolean;
  /**
   * Which build the browser loads: the e2e one (http://127.0.0.1 granted at
   * install), or the production one as it ships (`test.use({ extensionBuild:
   * 'production' })`, always in a browser of the test's own).
   */
  extensionBuild: 'e2e' | 'production';
  /**
   * The result languages the local service has loaded before the test begins
   * (`test.use({ serviceLanguages: ['en', 'ur'] })`): loading one takes seconds
   * once per worker, which a loaded machine may stretch past the extension's
   * 10 s request timeout. The real service has no such first time.
   */
  serviceLanguages: string[];
}

interface E2eWorkerFixtures {
  sharedBrowser: SharedBrowser;
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

export const test = base.extend<E2eFixtures & E2eOptions, E2eWorkerFixtures>({
  wire: ['production', { option: true }],
  serverOptions: [{}, { option: true }],
  browserLanguage: [undefined, { option: true }],
  defaultFontSize: [undefined, { option: true }],
  freshBrowser: [false, { option: true }],
  extensionBuild: ['e2e', { option: true }],
  serviceLanguages: [['en'], { option: true }],

  sharedBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
    async ({}, use) => {
      const shared = new SharedBrowser();
      await use(shared);
      await shared.close();
    },
    { scope: 'worker' },
  ],

  server: async ({ wire, serverOptions, serviceLanguages }, use) => {
    const server = await startServer({ port: 0, wire, ...serverOptions });
    await Promise.all(serviceLanguages.map((language) => server.ready(language)));
    await use(server);
    await server.close();
  },

  apiKey: async ({ serverOptions }, use) => {
    await use(serverOptions.keys?.[0] ?? DEMO_KEY);
  },

  // The worker's browser, its extension as freshly installed; or one of the test's own.
  extension: async (
    { browserLanguage, defaultFontSize, freshBrowser, extensionBuild, sharedBrowser },
    use,
  ) => {
    const wish = { locale: browserLanguage, defaultFontSize };
    if (!freshBrowser && extensionBuild === 'e2e') {
      const lent = await sharedBrowser.lend(wish);
      await use(lent);
      await refuseFakeClock(lent.context);
      return;
    }
    const extension = await launchExtension({
      ...wish,
      withoutBrowserExtras: true,
      ...(extensionBuild === 'production' ? { extensionDir: PRODUCTION_EXTENSION_DIR } : {}),
    });
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
      const onPageError = (error: WebError) => errors.push(`uncaught: ${error.error().message}`);
      const onConsole = (where: string) => (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(`${where}console.error: ${message.text()}`);
      };
      const onPageConsole = onConsole('');
      const onWorkerConsole = onConsole('worker ');
      context.on('weberror', onPageError);
      context.on('console', onPageConsole);
      serviceWorker.on('console', onWorkerConsole);
      // The worker reports neither to Playwright: it collects its own.
      await serviceWorker.evaluate(collectWorkerErrors);
      await use();
      errors.push(...(await workerErrors(serviceWorker)));
      // The browser may serve the next test: what it reports then is not this test's.
      context.off('weberror', onPageError);
      context.off('console', onPageConsole);
      serviceWorker.off('console', onWorkerConsole);
      expect(errors, 'errors in the extension').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A fake clock (page.clock) stays installed in the browser for the tests lent it after:
 * their pages' timers and frames then wait on a clock nobody moves. The test that
 * installed one in a shared browser fails here, saying so, rather than a later one.
 */
async function refuseFakeClock(context: BrowserContext): Promise<void> {
  const withClock = async (page: Page) =>
    page.evaluate(() => '__pwClock' in globalThis).catch(() => false); // closed, or navigating
  const found = await Promise.all(context.pages().map(withClock));
  if (found.includes(true)) {
    throw new Error(
      'this test installed a fake clock in the shared browser, which outlives it: give it its own (test.use({ freshBrowser: true }))',
    );
  }
}

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

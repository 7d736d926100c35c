import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Stops the extension's service worker as Chrome does when it idles, through
 * the DevTools protocol: `ServiceWorker.stopAllWorkers` on a session of an
 * ordinary tab (extensions share the profile's storage partition, so the
 * tab's ServiceWorker domain sees the extension's worker).
 *
 * The worker's `runningStatus` comes from `ServiceWorker.workerVersionUpdated`;
 * `stop()` returns once it reads `stopped`. The next event (an alarm, a page's
 * message) starts the worker again. Playwright keeps the same `Worker` object
 * across the restart (its `evaluate` waits for the new context), so a restart
 * is proven by `isFresh()`: a mark left in the old worker's globals is gone.
 */
export interface WorkerControl {
  /** Stops the worker now, whatever it is doing, and waits until Chrome says it stopped. */
  stop(): Promise<void>;
  /** Chrome's last word on the worker: `running`, `stopped`, `starting`, `stopping`. */
  status(): string;
  /** Waits until Chrome has started the worker again (after an event woke it); rejects after `timeoutMs`. */
  running(timeoutMs?: number): Promise<void>;
  /** How many times the worker went from stopped to running since `attach`. */
  restarts(): number;
  /** True when the worker runs a fresh context: the mark `stop()` left is gone. */
  isFresh(): Promise<boolean>;
  /**
   * Starts collecting the running worker's uncaught errors and unhandled
   * rejections, which Playwright reports for pages only.
   */
  trackErrors(): Promise<void>;
  /** What the worker let escape since `trackErrors()`. */
  errors(): Promise<string[]>;
  /** Closes the control tab and its session. */
  close(): Promise<void>;
}

const MARK = '__stoppedByTest';
const ERRORS = '__errorsSeenByTest';

export async function attachWorkerControl(
  context: BrowserContext,
  serviceWorker: Worker,
  extensionId: string,
): Promise<WorkerControl> {
  const origin = `chrome-extension://${extensionId}/`;
  const tab: Page = await context.newPage();
  const session: CDPSession = await context.newCDPSession(tab);
  let status = 'unknown';
  let restarts = 0;
  const waiters: { wanted: string; resolve: () => void }[] = [];

  let wasStopped = false;
  session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) {
      if (!version.scriptURL.startsWith(origin)) continue;
      status = version.runningStatus;
      if (status === 'stopped') wasStopped = true;
      if (status === 'running' && wasStopped) {
        wasStopped = false;
        restarts++;
      }
      for (const waiter of waiters.filter((w) => w.wanted === status)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  await session.send('ServiceWorker.enable');

  const until = (wanted: string) =>
    status === wanted
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ wanted, resolve }));

  return {
    async stop() {
      await until('running');
      await serviceWorker.evaluate((mark) => {
        (globalThis as Record<string, unknown>)[mark] = true;
      }, MARK);
      const stopped = until('stopped');
      await session.send('ServiceWorker.stopAllWorkers');
      await stopped;
    },
    status: () => status,
    async running(timeoutMs = 30_000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the worker did not start again within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([until('running'), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    restarts: () => restarts,
    async isFresh() {
      await until('running');
      return serviceWorker.evaluate(
        (mark) => (globalThis as Record<string, unknown>)[mark] !== true,
        MARK,
      );
    },
    async trackErrors() {
      await until('running');
      await serviceWorker.evaluate((key) => {
        const seen: string[] = [];
        (globalThis as Record<string, unknown>)[key] = seen;
        self.addEventListener('error', (event) => seen.push(`uncaught: ${event.message}`));
        self.addEventListener('unhandledrejection', (event) =>
          seen.push(`unhandled rejection: ${String(event.reason)}`),
        );
      }, ERRORS);
    },
    errors: () =>
      serviceWorker.evaluate(
        (key) => ((globalThis as Record<string, unknown>)[key] as string[] | undefined) ?? [],
        ERRORS,
      ),
    async close() {
      await session.detach();
      await tab.close();
    },
  };
}

/**
 * Runs in the extension's worker: clears chrome.storage, the alarms and the
 * origins the user granted, so that it starts nothing new.
 */
export async function forgetChromeState(): Promise<void> {
  const required = chrome.runtime.getManifest().host_permissions ?? [];
  const { origins = [] } = await chrome.permissions.getAll();
  const granted = origins.filter((origin) => !required.includes(origin));
  await Promise.all([
    chrome.storage.local.clear(),
    chrome.storage.session.clear(),
    chrome.alarms.clearAll(),
    granted.length === 0 ? null : chrome.permissions.remove({ origins: granted }),
  ]);
}

/**
 * Reloads the extension, as an update does, and answers its new service
 * worker. With `wipe`, the old worker first forgets its chrome.storage, alarms
 * and granted origins (`forgetChromeState`; tests/e2e/shared-browser.ts).
 */
export async function reloadExtension(
  context: BrowserContext,
  worker: Worker,
  { wipe = false } = {},
): Promise<Worker> {
  // The reload closes the extension's tabs; headless Chromium quits with its last tab.
  if (!context.pages().some((page) => page.url() === 'about:blank')) {
    await (await context.newPage()).goto('about:blank');
  }
  // URL.origin is "null" for chrome-extension: addresses; the host is the extension's id.
  const origin = `chrome-extension://${new URL(worker.url()).host}/`;
  if (wipe) await worker.evaluate(forgetChromeState);
  const restarted = context.waitForEvent('serviceworker', {
    predicate: (found) => found.url().startsWith(origin),
  });
  // The worker is gone before it can answer, so the evaluation's own outcome means nothing.
  worker.evaluate(() => chrome.runtime.reload()).catch(() => undefined);
  const started = await restarted;
  // The extension's messages are read anew after a reload: a page opened before they are
  // gets none of its words (one clean-clone run lost two tests to that).
  await expect
    .poll(() => started.evaluate(() => chrome.i18n.getMessage('locale')).catch(() => ''), {
      timeout: 10_000,
    })
    .not.toBe('');
  return started;
}

import { launchExtension, type LaunchedExtension } from '../../scripts/launch-extension';
import type { BrowserContext, Page } from '@playwright/test';
import { leftovers } from './extension-state';
import { forgetChromeState, reloadExtension } from './worker-control';

/** What a launch is asked for; a test asking for other values gets another browser. */
export interface BrowserWish {
  locale: string | undefined;
  defaultFontSize: number | undefined;
}

/** How long a reset may take before the browser is thrown away and launched afresh. */
const RESET_TIMEOUT_MS = 15_000;

/** The wish of most tests: the system's language, the default font size. */
const DEFAULT_WISH = JSON.stringify({ locale: undefined, defaultFontSize: undefined });

interface Held {
  extension: LaunchedExtension;
  closed: boolean;
}

/**
 * One browser per Playwright worker (and per language and font size asked
 * for), lent to its tests one after another, with the extension's state wiped
 * in between. Measured as the whole machine's CPU on the 2-core CI machine, a
 * launch costs about 4 CPU seconds and its first page 1.6 more; a reset 1.3
 * (0.8 s of wall time: the new tab, the reload, the new worker's start), and
 * it leaves no welcome tab to load. What a test sees is what a fresh
 * profile shows, except the welcome tab (first install only): tests about
 * first install ask for `freshBrowser`, and so do tests that install a fake
 * clock, which lasts as long as the browser.
 *
 * The reset, in `wipe`: the tabs closed; the browser's grants, routes and
 * HTTP cache dropped; chrome.storage, the alarms and the origins the user
 * granted cleared, so the worker starts nothing new; IndexedDB and
 * localStorage dropped from outside; and the extension reloaded, its
 * chrome.storage cleared once more, which ends whatever the old worker still
 * did. The new worker is then asked what it found: anything a fresh install
 * would not have (an answer the old worker wrote as it was being reset) costs
 * a second round, the databases deleted from the worker and the extension
 * reloaded again, so the worker a test meets always started on nothing.
 * A reset that fails or hangs costs a new browser, never a leak.
 */
export class SharedBrowser {
  /**
   * The default wish's browser, and at most one other: a run of tests in another
   * language or font size leaves the default's open (idle, wiped when next lent), so
   * the tests after them do not launch it again.
   */
  private readonly held = new Map<string, Held>();

  /** A browser as `wish` asks, its extension as freshly installed. */
  async lend(wish: BrowserWish): Promise<LaunchedExtension> {
    const key = JSON.stringify(wish);
    const held = this.held.get(key);
    if (held !== undefined && !held.closed) {
      const wiped = await withTimeout(wipe(held.extension), RESET_TIMEOUT_MS).catch(() => null);
      if (wiped !== null) {
        held.extension = wiped;
        return this.lent(key, wiped);
      }
    }
    for (const other of [...this.held.keys()]) {
      if (other === key || (other !== DEFAULT_WISH && key !== DEFAULT_WISH)) {
        await this.closeOne(other);
      }
    }
    const launched = await launchExtension({ ...wish, withoutBrowserExtras: true });
    // The welcome tab comes with a first install only; a lent browser is never one.
    await launched.welcome?.close();
    return this.lent(key, this.adopt(key, launched));
  }

  async close(): Promise<void> {
    for (const key of [...this.held.keys()]) await this.closeOne(key);
  }

  private async closeOne(wish: string): Promise<void> {
    const held = this.held.get(wish);
    this.held.delete(wish);
    await held?.extension.close();
  }

  private adopt(wish: string, extension: LaunchedExtension): LaunchedExtension {
    const held: Held = { extension, closed: false };
    extension.context.on('close', () => (held.closed = true));
    this.held.set(wish, held);
    return extension;
  }

  /** The extension as a test may use it: it may restart the browser, never close it. */
  private lent(wish: string, extension: LaunchedExtension): LaunchedExtension {
    return {
      ...extension,
      welcome: null,
      close: () => Promise.reject(new Error('A shared browser is closed by its SharedBrowser.')),
      restart: async () => this.lent(wish, this.adopt(wish, await extension.restart())),
    };
  }
}

async function wipe(extension: LaunchedExtension): Promise<LaunchedExtension> {
  const { context, extensionId } = extension;
  const blank = await context.newPage();
  await Promise.all(context.pages().map((page) => (page === blank ? null : page.close())));
  await context.clearPermissions();
  await context.unrouteAll({ behavior: 'ignoreErrors' });

  // The newest worker: a test may have reloaded the extension itself.
  const current = context
    .serviceWorkers()
    .findLast((found) => found.url().startsWith(`chrome-extension://${extensionId}/`));
  if (current === undefined) throw new Error('The extension has no service worker to reset.');
  // Nothing new started (no key, no alarm); IndexedDB and localStorage dropped from outside,
  // the old worker's connection closed by the browser; then the extension reloaded, its
  // chrome.storage cleared once more, which ends whatever the old worker still did.
  await current.evaluate(forgetChromeState);
  await clearOriginData(context, blank, extensionId, { indexedDb: true });
  let serviceWorker = await reloadExtension(context, current, { wipe: true });
  // The old worker may have written again between the two (an answer that was on its way):
  // then the new worker, which read it when it started, is replaced by one that did not.
  if ((await leftovers(serviceWorker)).length > 0) {
    await serviceWorker.evaluate(deleteDatabases);
    await clearOriginData(context, blank, extensionId, { indexedDb: false });
    serviceWorker = await reloadExtension(context, serviceWorker, { wipe: true });
  }
  // The test gets this worker's handle: one that no longer answers (a clean-clone run once
  // met a closed one, and the test's first evaluation hung) fails the reset instead.
  await serviceWorker.evaluate(() => true);
  return { ...extension, serviceWorker };
}

/** The extension's localStorage, caches (and IndexedDB when asked) and the HTTP cache, dropped. */
async function clearOriginData(
  context: BrowserContext,
  page: Page,
  extensionId: string,
  { indexedDb }: { indexedDb: boolean },
): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Storage.clearDataForOrigin', {
    origin: `chrome-extension://${extensionId}`,
    storageTypes: `${indexedDb ? 'indexeddb,' : ''}local_storage,cache_storage,file_systems`,
  });
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/**
 * Runs in the worker: deletes its databases, whose open connection Dexie closes when
 * asked (a deletion from outside may still be under way when the next worker opens one).
 */
async function deleteDatabases(): Promise<void> {
  for (const { name } of await indexedDB.databases()) {
    if (name === undefined) continue;
    await new Promise((resolve, reject) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = resolve;
      request.onerror = () => reject(request.error);
    });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';

/**
 * Launching Chromium with the built extension, shared by the end-to-end
 * fixtures and `npm start` so the flags live in one place.
 */

export const REPO_ROOT = resolve(import.meta.dirname, '..');

/** The e2e build: its manifest grants http://127.0.0.1/* without a prompt. */
export const E2E_EXTENSION_DIR = join(
  REPO_ROOT,
  process.env.WXT_OUT_DIR ?? '.output',
  'chrome-mv3-e2e',
);

/** The production build, as it ships: only the production service's origins granted. */
export const PRODUCTION_EXTENSION_DIR = join(
  REPO_ROOT,
  process.env.WXT_OUT_DIR ?? '.output',
  'chrome-mv3',
);

/** The settings the extension keeps in chrome.storage.local (lib/storage/settings.ts). */
export interface ExtensionSettings {
  apiKey: string;
  apiBaseUrl: string;
  searchBaseUrl: string;
  language: string;
  rotation: 'every-tab' | 'daily';
  dailyRequestBudget: number;
  /** The first explanation's cost has been said (lib/storage/settings.ts). */
  explanationCostSaid: boolean;
  searchMode: 'words' | 'meaning';
}

export interface LaunchedExtension {
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
  /** The welcome tab the extension opens on install (lib/options/background/first-run.ts); null if it did not. */
  welcome: Page | null;
  /** Closes the browser and deletes its temporary profile. */
  close(): Promise<void>;
  /** Closes the browser and starts it again on the same profile, as a user's restart does. */
  restart(): Promise<LaunchedExtension>;
}

/**
 * A fresh folder for a throwaway browser profile, in memory where the machine
 * has /dev/shm: a browser syncs its profile to disk as it starts and runs, and
 * on this project's machines that made each launch about a third slower.
 */
export function makeProfileDir(prefix: string): string {
  const root = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  return mkdtempSync(join(root, prefix));
}

/** The Chromium binary to drive: CHROME_PATH, else Debian's; throws how to get one. */
export function findChromium(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it (apt-get install chromium) or set CHROME_PATH.`,
    );
  }
  return path;
}

/** Throws a message saying how to fix it when the e2e build is missing or is not the e2e one. */
export function assertE2eBuild(dir = E2E_EXTENSION_DIR): void {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`No extension build at ${dir}. Build it first: npm run build:e2e`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    host_permissions?: string[];
  };
  if (!manifest.host_permissions?.includes('http://127.0.0.1/*')) {
    throw new Error(
      `${manifestPath} does not grant http://127.0.0.1/*: rebuild with npm run build:e2e`,
    );
  }
}

/**
 * Browser pages Chromium 156 keeps ready beside the tabs, each in a renderer of
 * its own: the new tab page's footer (which names the extension that took the
 * new tab over) and the address bar's popups. No test looks at them, and they
 * cost a launch about 0.5 CPU-s and every tab opened about 0.2 (2026-11-28, on
 * the project's 2-core machines). The bench and `npm start` keep them, as a
 * user's browser has them.
 */
const BROWSER_EXTRAS = ['NtpFooter', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Starts Chromium with the extension loaded in a fresh temporary profile. */
export async function launchExtension(
  options: {
    headless?: boolean;
    /** Without the browser's own pages no test looks at (BROWSER_EXTRAS); default: with them. */
    withoutBrowserExtras?: boolean;
    extensionDir?: string;
    /** The browser's interface language (e.g. `ar`), which chrome.i18n follows; default: the system's. */
    locale?: string;
    /** The browser's default font size in px, as set in its settings; default: 16. */
    defaultFontSize?: number;
    /** A profile an earlier launch left (restart); default: a fresh one. */
    profileDir?: string;
  } = {},
): Promise<LaunchedExtension> {
  const { headless = true, extensionDir = E2E_EXTENSION_DIR, locale, defaultFontSize } = options;
  const executablePath = findChromium();
  if (extensionDir === PRODUCTION_EXTENSION_DIR) {
    if (!existsSync(join(extensionDir, 'manifest.json'))) {
      throw new Error(`No extension build at ${extensionDir}. Build it first: npm run build`);
    }
  } else {
    assertE2eBuild(extensionDir);
  }
  const profileDir = options.profileDir ?? makeProfileDir('hadith-lookup-profile-');
  if (options.profileDir === undefined) {
    // Developer mode: without it Chromium disables, rather than reloads, an unpacked
    // extension that calls chrome.runtime.reload() (as an update would restart it).
    mkdirSync(join(profileDir, 'Default'));
    writeFileSync(
      join(profileDir, 'Default', 'Preferences'),
      JSON.stringify({
        extensions: { ui: { developer_mode: true } },
        ...(defaultFontSize === undefined
          ? {}
          : { webkit: { webprefs: { default_font_size: defaultFontSize } } }),
      }),
    );
  }
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath,
    headless,
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.withoutBrowserExtras === true
        ? [`--disable-features=${BROWSER_EXTRAS.join(',')}`]
        : []),
      ...(locale === undefined ? [] : [`--lang=${locale}`]),
    ],
    // On Linux Chromium takes its interface language from the environment, not --lang alone.
    ...(locale === undefined
      ? {}
      : { locale, env: { ...process.env, LANGUAGE: locale, LC_ALL: '', LANG: '' } }),
  });
  const serviceWorker =
    context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(serviceWorker.url()).host;
  return {
    context,
    serviceWorker,
    extensionId,
    // Awaited here, so a test waiting for a new tab never catches the welcome tab instead;
    // a restarted browser opens none, as the extension is installed already.
    welcome: options.profileDir === undefined ? await welcomeTab(context, extensionId) : null,
    async close() {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
    async restart() {
      await context.close();
      return launchExtension({ ...options, profileDir });
    },
  };
}

/** Waits (briefly) for the tab the extension opens on its first install. */
async function welcomeTab(context: BrowserContext, extensionId: string): Promise<Page | null> {
  const url = `chrome-extension://${extensionId}/welcome.html`;
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const found = context.pages().find((page) => page.url() === url);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/** The key the local service accepts unless told otherwise (server/README.md). */
export const DEMO_KEY = 'demo-key';

/** Settings that point the extension at the local service on `serviceUrl`, English results. */
export function localServiceSettings(
  serviceUrl: string,
  apiKey = DEMO_KEY,
): Partial<ExtensionSettings> {
  return { apiKey, apiBaseUrl: serviceUrl, searchBaseUrl: `${serviceUrl}/v1`, language: 'en' };
}

/** Writes settings straight into the extension's storage, as a saved options page would. */
export async function configureExtension(
  serviceWorker: Worker,
  settings: Partial<ExtensionSettings>,
): Promise<void> {
  await serviceWorker.evaluate((values) => chrome.storage.local.set(values), settings);
}

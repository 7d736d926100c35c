import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import puppeteer, {
  type Browser,
  type ElementHandle,
  type EvaluateFunc,
  type Page,
} from 'puppeteer-core';
import { makeProfileDir, REPO_ROOT, type ExtensionSettings } from '../../scripts/launch-extension';
import type { ExtensionBrowser, Tab, Target } from './driver';
import { grantedPermissionsSource, resetAddonSource } from './firefox-reset';

/**
 * Debian's Firefox ESR with the extension, driven by Puppeteer over WebDriver
 * BiDi, which Firefox speaks natively (Playwright needs its own patched
 * Firefox, which cannot be downloaded here).
 *
 * The add-on is installed as a user's is, not as a temporary add-on: a proxy
 * file in the profile's extensions folder names the build's folder, and ESR
 * accepts it unsigned. So it outlives a browser restart with its storage, and
 * runs as installed (background page, granted permissions). Its origin is
 * fixed per profile (`extensions.webextensions.uuids`).
 *
 * BiDi opens no moz-extension:// address and reports no log of extension
 * contexts, so tabs are opened, and errors read, from the browser's chrome
 * scope (`--remote-allow-system-access`): `gBrowser.addTab` for a page,
 * `BrowserCommands.openTab` for the new tab a person opens with Ctrl+T, and
 * the console service for uncaught errors of the extension's pages and
 * background.
 */

export interface FirefoxBuild {
  name: 'firefox-mv3' | 'firefox-mv2';
  dir: string;
}

const OUT_DIR = join(REPO_ROOT, process.env.WXT_OUT_DIR ?? '.output');

/** The e2e builds (`npm run build:e2e:firefox`): each grants http://127.0.0.1/* at install. */
export const FIREFOX_BUILDS: readonly FirefoxBuild[] = [
  { name: 'firefox-mv3', dir: join(OUT_DIR, 'firefox-mv3-e2e') },
  { name: 'firefox-mv2', dir: join(OUT_DIR, 'firefox-mv2-e2e') },
];

/** The Firefox binary: FIREFOX_PATH, else Debian's ESR; throws how to get one. */
export function findFirefox(): string {
  const path = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  if (!existsSync(path)) {
    throw new Error(
      `Firefox not found at ${path}. Install it (apt-get install firefox-esr) or set FIREFOX_PATH.`,
    );
  }
  return path;
}

/** Throws how to fix it when a Firefox e2e build is missing. */
export function assertFirefoxBuilds(): void {
  for (const build of FIREFOX_BUILDS) {
    const manifest = join(build.dir, 'manifest.json');
    if (!existsSync(manifest) || !readFileSync(manifest, 'utf8').includes('http://127.0.0.1/*')) {
      throw new Error(`No Firefox e2e build at ${build.dir}. Build it: npm run build:e2e:firefox`);
    }
  }
}

const WAIT_MS = 10_000;

/**
 * Polls `find` until it answers something other than null. On timeout the
 * error says what was waited for and, from `seen`, what there was instead.
 */
async function until<T>(
  what: string,
  find: () => Promise<T | null>,
  seen?: () => Promise<string>,
): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = await find();
    if (found !== null) return found;
    if (Date.now() > deadline) {
      const instead = seen === undefined ? '' : `; found ${await seen().catch(String)}`;
      throw new Error(`timed out after ${WAIT_MS} ms waiting for ${what}${instead}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Whether `error` says the document being read went away: the tab navigated
 * between finding an element and reading it. Reads then answer what a page
 * not shown yet holds, and a poll reads again.
 */
function documentGone(error: unknown): boolean {
  return /no such (handle|frame|node)|context was destroyed/i.test(String(error));
}

/** `read()`, or `gone` if the tab navigated while it read (see documentGone). */
async function unlessGone<T>(read: () => Promise<T>, gone: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (documentGone(error)) return gone;
    throw error;
  }
}

function describe(target: Target): string {
  return JSON.stringify(target);
}

class FirefoxTab implements Tab {
  constructor(readonly page: Page) {}

  /** Every element the target names, in document order. */
  private find(target: Target): Promise<ElementHandle<Element>[]> {
    return unlessGone(() => this.findNow(target), []);
  }

  private async findNow(target: Target): Promise<ElementHandle<Element>[]> {
    if ('role' in target) {
      const name = 'name' in target ? `[name=${JSON.stringify(target.name)}]` : '';
      return this.page.$$(`::-p-aria(${name}[role="${target.role}"])`);
    }
    const found = await this.page.evaluateHandle((wanted: Target) => {
      const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      if ('label' in wanted) {
        const labelled = [...document.querySelectorAll('label')]
          .filter((label) => text(label) === wanted.label)
          .map((label) => label.control);
        const named = [...document.querySelectorAll('[aria-label]')].filter(
          (element) => element.getAttribute('aria-label') === wanted.label,
        );
        return [...labelled, ...named].filter((element) => element !== null);
      }
      const css = 'css' in wanted ? wanted.css : '*';
      const hasText = 'hasText' in wanted ? wanted.hasText?.toLowerCase() : undefined;
      return [...document.querySelectorAll(css)].filter(
        (element) => hasText === undefined || text(element).toLowerCase().includes(hasText),
      );
    }, target);
    const properties = await found.getProperties();
    await found.dispose();
    return [...properties.values()]
      .map((property) => property.asElement() as ElementHandle<Element> | null)
      .filter((element) => element !== null);
  }

  /** The first match once it is shown and, for a control, enabled. */
  private ready(target: Target): Promise<ElementHandle<Element>> {
    return until(`${describe(target)} to be shown and enabled`, async () => {
      for (const element of await this.find(target)) {
        const usable = await unlessGone(
          () =>
            element.evaluate(
              (node) =>
                node.checkVisibility() &&
                !(node as HTMLButtonElement).disabled &&
                node.getAttribute('aria-disabled') !== 'true',
            ),
          false,
        );
        if (usable) return element;
      }
      return null;
    });
  }

  async click(target: Target): Promise<void> {
    await (await this.ready(target)).click();
  }

  async hover(target: Target): Promise<void> {
    await (await this.ready(target)).hover();
  }

  /** As Playwright's fill: the value set at once, announced with one input event. */
  async fill(target: Target, text: string): Promise<void> {
    const field = await this.ready(target);
    await field.evaluate((node, value) => {
      const input = node as HTMLInputElement;
      input.focus();
      input.value = value;
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, text);
  }

  async select(target: Target, value: string): Promise<void> {
    await ((await this.ready(target)) as ElementHandle<HTMLSelectElement>).select(value);
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key as Parameters<Page['keyboard']['press']>[0]);
  }

  text(target: Target): Promise<string | null> {
    return unlessGone(async () => {
      const [first] = await this.findNow(target);
      return first === undefined ? null : first.evaluate((node) => node.textContent);
    }, null);
  }

  texts(target: Target): Promise<string[]> {
    return unlessGone(async () => {
      const found = await this.findNow(target);
      return Promise.all(
        found.map((node) => node.evaluate((element) => element.textContent ?? '')),
      );
    }, []);
  }

  attribute(target: Target, name: string): Promise<string | null> {
    return unlessGone(async () => {
      const [first] = await this.findNow(target);
      return first === undefined
        ? null
        : first.evaluate((node, attr) => node.getAttribute(attr), name);
    }, null);
  }

  async count(target: Target): Promise<number> {
    return (await this.find(target)).length;
  }

  async back(): Promise<void> {
    // As the Back button does; the page's own steps (pushState) are what it goes through.
    await this.page.evaluate(() => history.back());
  }

  close(): Promise<void> {
    return this.page.close();
  }
}

/** What Puppeteer's BiDi browser offers that its public types do not name. */
interface BidiConnection {
  send(
    method: string,
    params: Record<string, unknown>,
  ): Promise<{ result: Record<string, unknown> & { result?: { value?: unknown } } }>;
}

/** Runs in the chrome window: keeps the extension's errors, as they come, for `errors()`. */
function collectErrorsSource(uuid: string): string {
  return `(() => {
    if (window.__extensionErrors !== undefined) return;
    const errors = (window.__extensionErrors = []);
    const prefix = 'moz-extension://${uuid}/';
    const quiet = Ci.nsIScriptError.warningFlag | Ci.nsIScriptError.infoFlag;
    // Firefox's notice that a page closed or navigated away while a message it had sent
    // was unanswered (the answer an error, or not): nothing of that page is left to act on
    // the answer, or to show it. A reset (firefox-reset.ts) closes pages so too.
    const unloaded = /^Promise (rejected|resolved) after context unloaded/;
    const keep = (message) => {
      if (!(message instanceof Ci.nsIScriptError) || (message.flags & quiet) !== 0) return;
      if (!String(message.sourceName).startsWith(prefix)) return;
      if (unloaded.test(message.errorMessage)) return;
      errors.push(message.sourceName.slice(prefix.length) + ': ' + message.errorMessage);
    };
    Services.console.getMessageArray().forEach(keep);
    Services.console.registerListener({ observe: keep });
  })()`;
}

export class FirefoxBrowser implements ExtensionBrowser {
  readonly name: string;
  private browser!: Browser;
  private chromeContext!: string;
  /** Errors of the sessions before a restart. */
  private earlier: string[] = [];
  /** What Firefox granted the add-on at its install (grantedPermissionsSource). */
  private grantedAtInstall = '';
  private readonly uuid = randomUUID();
  private readonly profileDir = makeProfileDir('hadith-lookup-firefox-');
  private readonly gecko: string;

  private constructor(
    readonly build: FirefoxBuild,
    /** The interface's language (`ar`), from its language pack (.ci/run installs Arabic's); else the system's. */
    readonly locale: string | undefined,
  ) {
    this.name = build.name;
    const manifest = JSON.parse(readFileSync(join(build.dir, 'manifest.json'), 'utf8')) as {
      browser_specific_settings: { gecko: { id: string } };
    };
    this.gecko = manifest.browser_specific_settings.gecko.id;
    mkdirSync(join(this.profileDir, 'extensions'));
    writeFileSync(join(this.profileDir, 'extensions', this.gecko), build.dir);
  }

  /** Starts Firefox with `build` installed in a fresh profile, once its welcome tab is open. */
  static async launch(build: FirefoxBuild, locale?: string): Promise<FirefoxBrowser> {
    const firefox = new FirefoxBrowser(build, locale);
    await firefox.start();
    // Awaited, so a test's first tab is never the one the extension opens on install.
    await until('the welcome tab', async () =>
      (await firefox.extensionPage()) === null ? null : true,
    );
    firefox.grantedAtInstall = await firefox.granted();
    return firefox;
  }

  private async granted(): Promise<string> {
    return String(await this.inChrome(grantedPermissionsSource(this.gecko)));
  }

  /**
   * Makes this browser as a new one for the next test: the add-on as freshly
   * installed (firefox-reset.ts), one blank tab, no errors kept. Answers false,
   * having changed nothing, when a test granted the add-on a permission: then
   * only a new browser will do.
   */
  async reset(): Promise<boolean> {
    if ((await this.granted()) !== this.grantedAtInstall) return false;
    await this.inChrome(resetAddonSource(this.gecko, this.origin));
    this.earlier = [];
    await this.inChrome('window.__extensionErrors.length = 0');
    return true;
  }

  private get origin(): string {
    return `moz-extension://${this.uuid}/`;
  }

  /** Firefox speaks a language only with its pack: Debian's beside the browser (.ci/run installs Arabic's). */
  private checkLanguagePack(): void {
    if (this.locale === undefined) return;
    const packs = join(dirname(realpathSync(findFirefox())), 'browser', 'extensions');
    const found =
      existsSync(packs) &&
      readdirSync(packs).some((name) => name.startsWith(`langpack-${this.locale}@`));
    if (!found) {
      throw new Error(
        `Firefox has no language pack for "${this.locale}" in ${packs}: install firefox-esr-l10n-${this.locale}.`,
      );
    }
  }

  private async start(): Promise<void> {
    this.checkLanguagePack();
    this.browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: findFirefox(),
      headless: true,
      userDataDir: this.profileDir,
      args: ['--remote-allow-system-access'],
      extraPrefsFirefox: {
        // ESR installs an unsigned add-on from the profile, enabled, as a user's install.
        'xpinstall.signatures.required': false,
        'extensions.autoDisableScopes': 0,
        'extensions.enabledScopes': 15,
        'extensions.webextensions.uuids': JSON.stringify({ [this.gecko]: this.uuid }),
        ...(this.locale === undefined ? {} : { 'intl.locale.requested': this.locale }),
      },
    });
    const tree = await this.connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
    const [window] = tree.result.contexts as { context: string }[];
    this.chromeContext = window!.context;
    await this.inChrome(collectErrorsSource(this.uuid));
  }

  private get connection(): BidiConnection {
    return (this.browser as unknown as { connection: BidiConnection }).connection;
  }

  /** Evaluates `expression` in the browser's own window (privileged); null comes back undefined. */
  private async inChrome(expression: string): Promise<unknown> {
    const answer = await this.connection.send('script.evaluate', {
      expression,
      target: { context: this.chromeContext },
      awaitPromise: true,
      resultOwnership: 'none',
    });
    if (answer.result.type === 'exception') {
      throw new Error(`in Firefox's chrome: ${JSON.stringify(answer.result)}`);
    }
    return answer.result.result?.value;
  }

  /**
   * The pages Puppeteer knows that answer, with their addresses: a closed tab's page
   * may stay in its list, answering "no such frame" (a CI run met three).
   */
  private async answeringPages(): Promise<{ page: Page; href: string }[]> {
    const answering: { page: Page; href: string }[] = [];
    for (const page of await this.browser.pages()) {
      const href = await page.evaluate(() => location.href).catch(() => null);
      if (href !== null) answering.push({ page, href });
    }
    return answering;
  }

  /** An open tab showing one of the extension's pages, or null. */
  private async extensionPage(): Promise<Page | null> {
    const found = (await this.answeringPages()).find(({ href }) => href.startsWith(this.origin));
    return found?.page ?? null;
  }

  /** An open tab of the extension's, else the options opened in a new one (`opened`). */
  private async someExtensionPage(): Promise<{ page: Page; opened: boolean }> {
    const found = await this.extensionPage();
    if (found !== null) return { page: found, opened: false };
    return { page: ((await this.openPage('options.html')) as FirefoxTab).page, opened: true };
  }

  /**
   * Runs `open` in the chrome window and answers the tab it opened, once its
   * page has loaded. If that fails while Firefox shows a tab of the extension
   * that Puppeteer does not know of (once in a CI run, on a loaded machine, a
   * new tab's page never appeared to Puppeteer), that tab is closed and opened
   * once more.
   */
  private async openTab(open: string): Promise<Tab> {
    try {
      return await this.openTabOnce(open);
    } catch (error) {
      if (!(await this.selectedTabUnknown())) throw error;
      await this.inChrome('gBrowser.removeTab(gBrowser.selectedTab)');
      return this.openTabOnce(open);
    }
  }

  private async openTabOnce(open: string): Promise<Tab> {
    const before = new Set(await this.browser.pages());
    await this.inChrome(open);
    const page = await until(
      'the new tab',
      async () => {
        for (const candidate of await this.browser.pages()) {
          if (before.has(candidate)) continue;
          const loaded = await candidate
            .evaluate(
              (origin) => location.href.startsWith(origin) && document.readyState === 'complete',
              this.origin,
            )
            .catch(() => false);
          if (loaded) return candidate;
        }
        return null;
      },
      () => this.describeTabs(before),
    );
    return new FirefoxTab(page);
  }

  /**
   * True when Firefox's selected tab shows one of the extension's pages, in more tabs
   * than Puppeteer has pages that answer with it.
   */
  private async selectedTabUnknown(): Promise<boolean> {
    const selected = String(await this.inChrome('gBrowser.selectedBrowser.currentURI.spec'));
    if (!selected.startsWith(this.origin)) return false;
    const tabs = Number(
      await this.inChrome(
        `gBrowser.tabs.filter((tab) => tab.linkedBrowser.currentURI.spec === ${JSON.stringify(selected)}).length`,
      ),
    );
    const pages = (await this.answeringPages()).filter(({ href }) => href === selected);
    return tabs > pages.length;
  }

  /** What the browser shows, for a timeout's message: its tabs, and the pages Puppeteer knows. */
  private async describeTabs(before: Set<Page>): Promise<string> {
    const tabs = await this.inChrome(`gBrowser.tabs
      .map((tab) => (tab.selected ? 'selected: ' : '') + tab.linkedBrowser.currentURI.spec)
      .join(', ')`);
    const pages = await Promise.all(
      (await this.browser.pages()).map(async (page) => {
        const state = await page
          .evaluate(() => `${location.href} ${document.readyState}`)
          .catch((error: unknown) => `${page.url()} (${String(error).slice(0, 80)})`);
        return before.has(page) ? state : `new: ${state}`;
      }),
    );
    return `tabs [${String(tabs)}]; pages [${pages.join(', ')}]`;
  }

  openNewTab(): Promise<Tab> {
    return this.openTab('BrowserCommands.openTab()');
  }

  openPage(path: string): Promise<Tab> {
    const url = JSON.stringify(`${this.origin}${path}`);
    const principal = 'Services.scriptSecurityManager.getSystemPrincipal()';
    return this.openTab(
      `gBrowser.selectedTab = gBrowser.addTab(${url}, { triggeringPrincipal: ${principal} })`,
    );
  }

  /**
   * Presses the toolbar button, as a person does (`action.openPopup()`, let run
   * without a click), and answers the size Firefox gave the popup's panel once
   * its page has loaded.
   */
  async openToolbarPopup(): Promise<{ width: number; height: number }> {
    await this.inChrome(
      "Services.prefs.setBoolPref('extensions.openPopupWithoutUserGesture.enabled', true)",
    );
    // The call needs an extension page to run in, which the panel's size is then read from.
    const { page } = await this.someExtensionPage();
    await page.evaluate(() => (browser.action ?? browser.browserAction).openPopup());
    const popup = JSON.stringify(`${this.origin}${'popup.html'}`);
    // The panel opens before its page has sized it (0 × 0, then 16 px wide, on a loaded
    // machine): its size counts once the popup's page has loaded with its fonts, and the
    // size has then stayed the same, not empty, for half a second.
    let last = { size: '', since: 0 };
    return until(
      'the popup panel, sized',
      async () => {
        const loaded = await page.evaluate(() =>
          browser.extension
            .getViews({ type: 'popup' })
            .some(
              (view) =>
                view.document.readyState === 'complete' && view.document.fonts.status === 'loaded',
            ),
        );
        const size = (await this.inChrome(`(() => {
          const panel = [...document.querySelectorAll('browser.webextension-popup-browser')]
            .find((browser) => browser.currentURI?.spec === ${popup});
          if (!panel || panel.closest('panel')?.state !== 'open') return null;
          const { width, height } = panel.getBoundingClientRect();
          return JSON.stringify({ width, height });
        })()`)) as string | undefined;
        if (!loaded || size === undefined) {
          last = { size: '', since: 0 };
          return null;
        }
        if (size !== last.size) last = { size, since: Date.now() };
        const parsed = JSON.parse(size) as { width: number; height: number };
        const steady = Date.now() - last.since >= 500;
        return steady && parsed.width > 0 && parsed.height > 0 ? parsed : null;
      },
      async () => {
        const views = await page.evaluate(
          () => browser.extension.getViews({ type: 'popup' }).length,
        );
        return `${views} popup page(s) open, panel size ${last.size || 'not read'}`;
      },
    );
  }

  /** Runs `work(...args)` in one of the extension's pages: an open one, else the options, opened for it. */
  async inExtensionPage<Params extends unknown[], Func extends EvaluateFunc<Params>>(
    work: Func,
    ...args: Params
  ): Promise<Awaited<ReturnType<Func>>> {
    const { page, opened } = await this.someExtensionPage();
    try {
      return await page.evaluate(work, ...args);
    } finally {
      if (opened) await page.close();
    }
  }

  async toolbarIcon(): Promise<{ badge: string; title: string }> {
    return this.inExtensionPage(async () => {
      const action = browser.action ?? browser.browserAction;
      return { badge: await action.getBadgeText({}), title: await action.getTitle({}) };
    });
  }

  async configure(settings: Partial<ExtensionSettings>): Promise<void> {
    await this.inExtensionPage((values) => browser.storage.local.set(values), settings);
  }

  private async sessionErrors(): Promise<string[]> {
    return (await this.inChrome('JSON.stringify(window.__extensionErrors)').then((json) =>
      JSON.parse(json as string),
    )) as string[];
  }

  async restart(): Promise<void> {
    this.earlier.push(...(await this.sessionErrors()));
    await this.browser.close();
    await this.start();
  }

  async errors(): Promise<string[]> {
    return [...this.earlier, ...(await this.sessionErrors())];
  }

  async close(): Promise<void> {
    await this.browser.close();
    rmSync(this.profileDir, { recursive: true, force: true });
  }
}

import type { ExtensionSettings } from '../../scripts/launch-extension';

/**
 * The thin layer a flow is written against, so one flow runs in Chromium
 * (Playwright, chromium-driver.ts) and in Firefox (Puppeteer over WebDriver
 * BiDi, firefox-driver.ts). It offers what a person does (open a tab, click,
 * type, read) and nothing of either library; assertions poll through
 * Playwright's `expect.poll`, which both suites run under.
 */

/**
 * How a flow finds a thing on a page: as a person names it (a role and its
 * accessible name, a field by its label), or by CSS where the page gives it
 * no name. Names match exactly.
 */
export type Target =
  | { role: 'alert' | 'status' | 'toolbar' }
  | { role: 'button' | 'link' | 'heading'; name: string }
  | { label: string }
  | { css: string; hasText?: string };

/** One tab of the browser, showing one of the extension's pages. */
export interface Tab {
  /** Clicks the first match once it is shown and enabled, as a person does. */
  click(target: Target): Promise<void>;
  /** Rests the pointer on the first match. */
  hover(target: Target): Promise<void>;
  /** Replaces the field's value by typing `text` into it. */
  fill(target: Target, text: string): Promise<void>;
  /** Picks the option whose value is `value` in a select. */
  select(target: Target, value: string): Promise<void>;
  /** Presses a key (`Enter`, `ArrowRight`, `f`) where the focus is. */
  press(key: string): Promise<void>;
  /** The first match's text, or null while there is none. */
  text(target: Target): Promise<string | null>;
  /** Every match's text, in document order. */
  texts(target: Target): Promise<string[]>;
  /** An attribute of the first match, or null. */
  attribute(target: Target, name: string): Promise<string | null>;
  /** How many matches are shown. */
  count(target: Target): Promise<number>;
  /** The browser's Back: the tab's history one step back. */
  back(): Promise<void>;
  close(): Promise<void>;
}

/** A browser with the extension installed, in a profile of its own. */
export interface ExtensionBrowser {
  /** `chromium`, `firefox-mv3` or `firefox-mv2`: for test titles and messages. */
  readonly name: string;
  /** Opens the browser's own new tab (Ctrl+T), which the extension overrides. */
  openNewTab(): Promise<Tab>;
  /** Opens one of the extension's pages (`popup.html`) in a new tab. */
  openPage(path: string): Promise<Tab>;
  /** The toolbar icon's badge and title, as the user sees them. */
  toolbarIcon(): Promise<{ badge: string; title: string }>;
  /** Writes settings into the extension's storage, as a saved options page does. */
  configure(settings: Partial<ExtensionSettings>): Promise<void>;
  /** Quits the browser and starts it again on the same profile, as a user's restart does. */
  restart(): Promise<void>;
  /** Uncaught errors and unhandled rejections in the extension's pages and background so far. */
  errors(): Promise<string[]>;
  /** Quits the browser. */
  close(): Promise<void>;
}

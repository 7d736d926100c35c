import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  configureExtension,
  type ExtensionSettings,
  type LaunchedExtension,
} from '../../scripts/launch-extension';
import type { ExtensionBrowser, Tab, Target } from './driver';

/** The Playwright locator for a target (the Chromium page objects build theirs with it too). */
export function locate(page: Page, target: Target): Locator {
  if ('label' in target) return page.getByLabel(target.label, { exact: true });
  if ('css' in target) {
    return page.locator(
      target.css,
      target.hasText === undefined ? {} : { hasText: target.hasText },
    );
  }
  if ('name' in target) return page.getByRole(target.role, { name: target.name, exact: true });
  return page.getByRole(target.role);
}

class ChromiumTab implements Tab {
  constructor(readonly page: Page) {}

  async click(target: Target): Promise<void> {
    await locate(this.page, target).first().click();
  }

  async hover(target: Target): Promise<void> {
    await locate(this.page, target).first().hover();
  }

  async fill(target: Target, text: string): Promise<void> {
    await locate(this.page, target).first().fill(text);
  }

  async select(target: Target, value: string): Promise<void> {
    await locate(this.page, target).first().selectOption(value);
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async text(target: Target): Promise<string | null> {
    const found = locate(this.page, target);
    return (await found.count()) === 0 ? null : found.first().textContent();
  }

  texts(target: Target): Promise<string[]> {
    return locate(this.page, target).allTextContents();
  }

  async attribute(target: Target, name: string): Promise<string | null> {
    const found = locate(this.page, target);
    return (await found.count()) === 0 ? null : found.first().getAttribute(name);
  }

  count(target: Target): Promise<number> {
    return locate(this.page, target).count();
  }

  async back(): Promise<void> {
    // As the Back button does; the page's own steps (pushState) are what it goes through.
    await this.page.evaluate(() => history.back());
  }

  close(): Promise<void> {
    return this.page.close();
  }
}

/**
 * Chromium with the extension, over the e2e fixtures' launched browser. The
 * fixtures check the first browser's errors; a restarted one's are collected
 * here.
 */
export class ChromiumBrowser implements ExtensionBrowser {
  readonly name = 'chromium';
  private readonly seen: string[] = [];
  private restarted = false;

  constructor(private extension: LaunchedExtension) {}

  get context(): BrowserContext {
    return this.extension.context;
  }

  async openNewTab(): Promise<Tab> {
    const page = await this.context.newPage();
    await page.goto('chrome://newtab/');
    return new ChromiumTab(page);
  }

  async openPage(path: string): Promise<Tab> {
    const page = await this.context.newPage();
    await page.goto(`chrome-extension://${this.extension.extensionId}/${path}`);
    return new ChromiumTab(page);
  }

  toolbarIcon(): Promise<{ badge: string; title: string }> {
    return this.extension.serviceWorker.evaluate(async () => ({
      badge: await chrome.action.getBadgeText({}),
      title: await chrome.action.getTitle({}),
    }));
  }

  configure(settings: Partial<ExtensionSettings>): Promise<void> {
    return configureExtension(this.extension.serviceWorker, settings);
  }

  async restart(): Promise<void> {
    this.extension = await this.extension.restart();
    this.restarted = true;
    this.context.on('weberror', (error) => this.seen.push(`uncaught: ${error.error().message}`));
  }

  errors(): Promise<string[]> {
    return Promise.resolve([...this.seen]);
  }

  /** The fixtures close the first browser and delete its profile; a restarted one is closed here. */
  async close(): Promise<void> {
    if (this.restarted) await this.context.close();
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { locate } from '../../flows/chromium-driver';
import { NEW_TAB } from '../../flows/targets';

/** The extension's new-tab override, as a user sees it (its targets: tests/flows/targets.ts). */
export class NewTabPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('chrome://newtab/');
  }

  arabic(): Locator {
    return locate(this.page, NEW_TAB.arabic);
  }

  /** The translation block: the paragraph in the configured (non-Arabic) language. */
  translation(): Locator {
    return locate(this.page, NEW_TAB.translation);
  }

  /** `Collection · Book N · Hadith N`. */
  reference(): Locator {
    return locate(this.page, NEW_TAB.reference);
  }

  alert(): Locator {
    return locate(this.page, NEW_TAB.alert);
  }

  status(): Locator {
    return locate(this.page, NEW_TAB.status);
  }

  /** The hadith's identity as a reader sees it: its reference, then its Arabic text. */
  async shownHadith(): Promise<string> {
    const reference = await this.reference().innerText();
    return `${reference}\n${await this.arabic().innerText()}`;
  }

  anotherHadith(): Locator {
    return locate(this.page, NEW_TAB.another);
  }

  previousHadith(): Locator {
    return locate(this.page, NEW_TAB.previous);
  }

  copy(): Locator {
    return locate(this.page, NEW_TAB.copy);
  }

  /** The star: pressed when the hadith is a favourite. */
  favourite(): Locator {
    return locate(this.page, NEW_TAB.favourite);
  }

  /** Opens a new tab and stars its hadith with the button; answers the hadith's reference. */
  async starShown(): Promise<string> {
    await this.goto();
    await expect(this.arabic()).not.toBeEmpty();
    await this.favourite().click();
    await expect(this.favourite()).toHaveAttribute('aria-pressed', 'true');
    return this.reference().innerText();
  }

  /** The quiet line saying why a saved hadith is shown (offline, budget…). */
  serviceNotice(): Locator {
    return locate(this.page, NEW_TAB.serviceNotice);
  }

  /** A link in most states, a button where the options open in a tab of their own. */
  openOptions(): Locator {
    return this.page
      .getByRole('link', { name: 'Open options' })
      .or(this.page.getByRole('button', { name: 'Open options' }));
  }
}

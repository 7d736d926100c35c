import type { Locator, Page } from '@playwright/test';

/** The extension's new-tab override, as a user sees it. */
export class NewTabPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('chrome://newtab/');
  }

  arabic(): Locator {
    return this.page.locator('main article p[lang="ar"]');
  }

  /** The translation block: the paragraph in the configured (non-Arabic) language. */
  translation(): Locator {
    return this.page.locator('main article p[lang]:not([lang="ar"])');
  }

  /** `Collection · Book N · Hadith N`. */
  reference(): Locator {
    return this.page.locator('main article .reference');
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }

  status(): Locator {
    return this.page.getByRole('status');
  }

  /** The hadith's identity as a reader sees it: its reference, then its Arabic text. */
  async shownHadith(): Promise<string> {
    const reference = await this.reference().innerText();
    return `${reference}\n${await this.arabic().innerText()}`;
  }

  anotherHadith(): Locator {
    return this.page.getByRole('button', { name: /^Another hadith/ });
  }

  previousHadith(): Locator {
    return this.page.getByRole('button', { name: 'Previous hadith', exact: true });
  }

  copy(): Locator {
    return this.page.getByRole('button', { name: /^Copy/ });
  }

  /** The star: pressed when the hadith is a favourite. */
  favourite(): Locator {
    return this.page.getByRole('toolbar').getByRole('button', { name: /favourite/i });
  }

  /** The quiet line saying why a saved hadith is shown (offline, budget…). */
  serviceNotice(): Locator {
    return this.page.getByTestId('service-notice');
  }

  openOptions(): Locator {
    return this.page
      .getByRole('link', { name: 'Open options' })
      .or(this.page.getByRole('button', { name: 'Open options' }));
  }
}

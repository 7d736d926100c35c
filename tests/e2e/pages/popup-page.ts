import type { Locator, Page } from '@playwright/test';

/** The toolbar popup, opened as an ordinary tab. */
export class PopupPage {
  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(`chrome-extension://${this.extensionId}/popup.html`);
  }

  async search(query: string): Promise<void> {
    await this.page.getByLabel('Search hadiths', { exact: true }).fill(query);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  /** `Page X of Y`. */
  pageStatus(): Locator {
    return this.page.locator('.page-status');
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  async prev(): Promise<void> {
    await this.page.getByRole('button', { name: 'Prev', exact: true }).click();
  }

  results(): Locator {
    return this.page.locator('ol > li');
  }

  /** The reference line of every result shown, in order. */
  async references(): Promise<string[]> {
    return this.results().locator('.reference').allTextContents();
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }
}

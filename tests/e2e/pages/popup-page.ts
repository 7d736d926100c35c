import type { Locator, Page } from '@playwright/test';

/** The search as a user sees it: the toolbar popup opened as a tab, or the results page. */
export class PopupPage {
  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(`chrome-extension://${this.extensionId}/popup.html`);
  }

  queryBox(): Locator {
    return this.page.getByLabel('Search hadiths', { exact: true });
  }

  async search(query: string): Promise<void> {
    await this.queryBox().fill(query);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  /** Types as a person does, a key at a time, without pressing Enter. */
  async type(query: string, delayMs: number): Promise<void> {
    await this.queryBox().pressSequentially(query, { delay: delayMs });
  }

  /** `Page X of Y · N results`. */
  pageStatus(): Locator {
    return this.page.locator('.page-status');
  }

  /** The page status as numbers, once it shows. */
  async pageFigures(): Promise<{ page: number; totalPages: number; total: number }> {
    const text = (await this.pageStatus().textContent()) ?? '';
    // English figures group thousands with commas: "Page 1 of 250 · 4,990 results".
    const match = /^Page ([\d,]+) of ([\d,]+) · ([\d,]+) results?$/.exec(text);
    if (match === null) throw new Error(`unexpected page status “${text}”`);
    const [page, totalPages, total] = match
      .slice(1)
      .map((figure) => Number(figure.replaceAll(',', '')));
    return { page: page!, totalPages: totalPages!, total: total! };
  }

  nextButton(): Locator {
    return this.page.getByRole('button', { name: 'Next', exact: true });
  }

  prevButton(): Locator {
    return this.page.getByRole('button', { name: 'Prev', exact: true });
  }

  async next(): Promise<void> {
    await this.nextButton().click();
  }

  async prev(): Promise<void> {
    await this.prevButton().click();
  }

  pageSize(): Locator {
    return this.page.getByLabel('Per page', { exact: true });
  }

  results(): Locator {
    return this.page.locator('ol > li');
  }

  /** The reference line of every result shown, in order. */
  async references(): Promise<string[]> {
    return this.results().locator('.reference').allTextContents();
  }

  /** The words marked as matches in the results. */
  marks(): Locator {
    return this.results().locator('mark');
  }

  /** The label over results found on this device while the service cannot answer. */
  offlineNotice(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Offline results' });
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }
}

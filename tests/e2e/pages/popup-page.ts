import type { Locator, Page } from '@playwright/test';
import { locate } from '../../flows/chromium-driver';
import { pageFigures, POPUP } from '../../flows/targets';

/**
 * The search as a user sees it: the toolbar popup opened as a tab, or the
 * results page (its targets: tests/flows/targets.ts).
 */
export class PopupPage {
  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(`chrome-extension://${this.extensionId}/${POPUP.path}`);
  }

  queryBox(): Locator {
    return locate(this.page, POPUP.query);
  }

  async search(query: string): Promise<void> {
    await this.queryBox().fill(query);
    await locate(this.page, POPUP.search).click();
  }

  /** `Page X of Y · N results`. */
  pageStatus(): Locator {
    return locate(this.page, POPUP.pageStatus);
  }

  /** The page status as numbers, once it shows. */
  async pageFigures(): Promise<{ page: number; totalPages: number; total: number }> {
    return pageFigures(await this.pageStatus().textContent());
  }

  nextButton(): Locator {
    return locate(this.page, POPUP.next);
  }

  prevButton(): Locator {
    return locate(this.page, POPUP.prev);
  }

  async next(): Promise<void> {
    await this.nextButton().click();
  }

  async prev(): Promise<void> {
    await this.prevButton().click();
  }

  pageSize(): Locator {
    return locate(this.page, POPUP.pageSize);
  }

  results(): Locator {
    return locate(this.page, POPUP.results);
  }

  /** For each result shown, whether it offers "Show full hadith" (only where text is left out). */
  async offersFull(): Promise<boolean[]> {
    return this.results().evaluateAll((items) =>
      items.map((item) =>
        [...item.querySelectorAll('button')].some((b) => b.textContent === 'Show full hadith'),
      ),
    );
  }

  /** The first result with something left out, held by its place (expanded, it offers no more). */
  async firstFolded(): Promise<Locator> {
    const index = (await this.offersFull()).indexOf(true);
    if (index < 0) throw new Error('no result leaves anything out');
    return this.results().nth(index);
  }

  /** The reference line of every result shown, in order. */
  async references(): Promise<string[]> {
    return locate(this.page, POPUP.references).allTextContents();
  }

  /** The words marked as matches in the results. */
  marks(): Locator {
    return locate(this.page, POPUP.marks);
  }

  /** The label over results found on this device while the service cannot answer. */
  offlineNotice(): Locator {
    return locate(this.page, POPUP.offlineNotice);
  }

  alert(): Locator {
    return locate(this.page, POPUP.alert);
  }
}

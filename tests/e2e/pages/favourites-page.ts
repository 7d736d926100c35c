import type { Locator, Page } from '@playwright/test';

/** The Favourites page, as a user sees it. */
export class FavouritesPage {
  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(`chrome-extension://${this.extensionId}/favourites.html`);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Favourites', level: 1 });
  }

  /** `3 favourites`. */
  count(): Locator {
    return this.page.locator('.favourites-count');
  }

  filter(): Locator {
    return this.page.getByLabel('Search favourites', { exact: true });
  }

  cards(): Locator {
    return this.page.locator('li.favourite');
  }

  /** The card whose reference line is `reference`. */
  card(reference: string): Locator {
    return this.cards().filter({ has: this.page.locator('.reference', { hasText: reference }) });
  }

  /** The reference line of every card shown, in order. */
  async references(): Promise<string[]> {
    return this.cards().locator('.reference').allTextContents();
  }

  note(reference: string): Locator {
    return this.card(reference).getByLabel('Note', { exact: true });
  }

  remove(reference: string): Locator {
    return this.card(reference).getByRole('button', { name: 'Remove', exact: true });
  }

  undo(): Locator {
    return this.page.getByRole('button', { name: 'Undo', exact: true });
  }

  /** The "Recently shown" section's cards. */
  recent(): Locator {
    return this.page.locator('li.recent');
  }

  empty(): Locator {
    return this.page.locator('.favourites-empty');
  }
}

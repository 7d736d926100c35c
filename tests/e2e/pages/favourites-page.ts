import type { Locator, Page } from '@playwright/test';
import { locate } from '../../flows/chromium-driver';
import { FAVOURITES } from '../../flows/targets';

/** The Favourites page, as a user sees it (its targets: tests/flows/targets.ts). */
export class FavouritesPage {
  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(`chrome-extension://${this.extensionId}/${FAVOURITES.path}`);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Favourites', level: 1 });
  }

  /** `3 favourites`. */
  count(): Locator {
    return locate(this.page, FAVOURITES.count);
  }

  filter(): Locator {
    return locate(this.page, FAVOURITES.filter);
  }

  cards(): Locator {
    return locate(this.page, FAVOURITES.cards);
  }

  /** The card whose reference line is `reference`. */
  card(reference: string): Locator {
    return this.cards().filter({ has: this.referenceLine(reference) });
  }

  /** A reference line reading exactly `reference`: "Hadith 2" is not "Hadith 25". */
  private referenceLine(reference: string): Locator {
    const escaped = reference.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.locator('.reference', { hasText: new RegExp(`^\\s*${escaped}\\s*$`) });
  }

  /** The reference line of every card shown, in order. */
  async references(): Promise<string[]> {
    return locate(this.page, FAVOURITES.references).allTextContents();
  }

  note(reference: string): Locator {
    return this.card(reference).getByLabel('Note', { exact: true });
  }

  remove(reference: string): Locator {
    return this.card(reference).getByRole('button', { name: 'Remove', exact: true });
  }

  undo(): Locator {
    return locate(this.page, FAVOURITES.undo);
  }

  /** The "Recently shown" section's cards. */
  recent(): Locator {
    return locate(this.page, FAVOURITES.recent);
  }

  /** The recently shown card whose reference line is `reference`. */
  recentCard(reference: string): Locator {
    return this.recent().filter({ has: this.referenceLine(reference) });
  }

  empty(): Locator {
    return locate(this.page, FAVOURITES.empty);
  }
}

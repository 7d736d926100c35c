import type { Locator, Page } from '@playwright/test';
import { locate } from '../../flows/chromium-driver';
import { READER } from '../../flows/targets';

/** The reader of a collection's book, as a user sees it (its targets: tests/flows/targets.ts). */
export class ReaderPage {
  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {}

  async goto(search: string): Promise<void> {
    await this.page.goto(`chrome-extension://${this.extensionId}/${READER.path}${search}`);
  }

  title(): Locator {
    return locate(this.page, READER.title);
  }

  position(): Locator {
    return locate(this.page, READER.position);
  }

  hadiths(): Locator {
    return locate(this.page, READER.hadiths);
  }

  async references(): Promise<string[]> {
    return locate(this.page, READER.references).allTextContents();
  }

  current(): Locator {
    return locate(this.page, READER.current);
  }

  nextPage(): Locator {
    return locate(this.page, READER.nextPage);
  }

  nextBook(): Locator {
    return locate(this.page, READER.nextBook);
  }

  prevBook(): Locator {
    return locate(this.page, READER.prevBook);
  }

  alert(): Locator {
    return locate(this.page, READER.alert);
  }
}

import { locate } from '../flows/chromium-driver';
import { REFERENCE_CARDS } from '../flows/targets';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup-page';

/**
 * References on a service that follows the published contract literally (the
 * bare wire), which has no /v1/hadiths nor /v1/collections: the pages degrade
 * quietly. Run on the bare project only (playwright.config.ts).
 */

/** Requests for hadiths by reference or by book. */
const listRequests = (server: { stats: { byPath: Record<string, number> } }) =>
  server.stats.byPath['/v1/hadiths'] ?? 0;

test.describe('on the bare wire', () => {
  test('a reference is searched as text, with a quiet note, and books are not offered', async ({
    page,
    server,
    extensionId,
    configure,
  }) => {
    await configure();
    const popup = new PopupPage(page, extensionId);
    await popup.goto();
    await popup.search('bukhari 1');
    await expect(locate(page, REFERENCE_CARDS.note)).toHaveText(
      'This service cannot look up references: these are the texts that match.',
    );
    await expect(popup.pageStatus()).toHaveText(/results?$/);
    expect(listRequests(server)).toBe(1);
    // Remembered: the next reference asks no more, and no card offers its book.
    await popup.search('muslim 100');
    await expect(locate(page, REFERENCE_CARDS.note)).toBeVisible();
    await expect(popup.results().first()).toBeVisible();
    await expect(locate(page, REFERENCE_CARDS.readInBook)).toHaveCount(0);
    expect(listRequests(server)).toBe(1);
    // The search form offers no collections: this service lists none.
    await expect(page.getByLabel('Collection')).toHaveCount(0);
    await expect(popup.alert()).toHaveCount(0);
  });
});

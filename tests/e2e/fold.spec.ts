import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FavouritesPage } from './pages/favourites-page';
import { PopupPage } from './pages/popup-page';

/**
 * "Show full hadith" is offered only where something is really hidden (issue
 * 34): in a search result, a text cut short or a grade; on the favourites
 * page, lines the fold clips, as laid out at the window's width.
 */

/** Sahih al-Bukhari 157: short, with no grade. Its words find it alone. */
const SHORT = { query: 'ablution body parts only once', reference: 'bukhari 157' };
/**
 * Sahih al-Bukhari 991: 371 characters, over the 320 that once folded a card
 * by length alone, yet its lines fit a laptop's window whole.
 */
const FITS = { reference: 'bukhari 991', line: 'Sahih al-Bukhari · Book 14 · Hadith 991' };
/** Sahih al-Bukhari 1: a long chain of narrators before its words. */
const LONG = { reference: 'bukhari 1' };

function showFull(card: Locator): Locator {
  return card.getByRole('button', { name: 'Show full hadith' });
}

/** For each card on the page: whether its folded lines hide text, and whether it offers to show it. */
function foldsAndOffers(page: Page): Promise<{ clips: boolean; offers: boolean }[]> {
  return page.locator('article.hadith').evaluateAll((cards) =>
    cards.map((card) => ({
      clips: [...card.querySelectorAll<HTMLElement>('.folded .arabic, .folded .translation')].some(
        (paragraph) => paragraph.scrollHeight > paragraph.clientHeight + 1,
      ),
      offers: [...card.querySelectorAll('button')].some(
        (button) => button.textContent === 'Show full hadith',
      ),
    })),
  );
}

test('a search result shows the whole of a short hadith, and offers more only where text is cut', async ({
  page,
  extensionId,
  configure,
}) => {
  await configure();
  const popup = new PopupPage(page, extensionId);
  await page.setViewportSize({ width: 420, height: 600 });
  await popup.goto();
  await popup.search(SHORT.query);
  await expect(popup.results()).toHaveCount(1);
  const short = popup.results().first();
  await expect(short.locator('.reference')).toContainText('157');
  await expect(short.locator('.translation')).not.toContainText('…');
  await expect(showFull(short)).toHaveCount(0);

  await popup.search('intentions');
  await expect(popup.results()).toHaveCount(20);
  // The first result whose Arabic is cut short, held by its place: expanded, it no longer is.
  const cut = await popup
    .results()
    .evaluateAll((items) =>
      items.findIndex((item) => item.querySelector('.arabic')?.textContent?.includes('…')),
    );
  expect(cut).toBeGreaterThanOrEqual(0);
  const long = popup.results().nth(cut);
  await showFull(long).click();
  await expect(long.locator('.arabic')).not.toContainText('…');
  await expect(long.getByRole('button', { name: 'Show less' })).toBeVisible();
});

test('a favourite offers its full text only when the fold clips it, at every width', async ({
  page,
  context,
  extensionId,
  configure,
}) => {
  await configure();
  const popup = new PopupPage(await context.newPage(), extensionId);
  await popup.goto();
  for (const { reference } of [FITS, LONG]) {
    await popup.search(reference);
    // A reference opens as its card, whole.
    const card = popup.page.locator('article.hadith');
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: '☆ Favourite' }).click();
    await expect(card.getByRole('button', { name: '★ Favourite' })).toBeVisible();
  }
  await popup.page.close();

  const favourites = new FavouritesPage(page, extensionId);
  await page.setViewportSize({ width: 1366, height: 657 });
  await favourites.goto();
  await expect(favourites.cards()).toHaveCount(2);
  await page.evaluate(() => document.fonts.ready);
  const short = favourites.card(FITS.line);
  const long = favourites.card('Sahih al-Bukhari · Book 1 · Hadith 1');
  await expect(short).toHaveCount(1);
  await expect(showFull(short)).toHaveCount(0);
  await expect(showFull(long)).toBeVisible();
  // Newest first: the long one was starred last.
  expect(await foldsAndOffers(page)).toEqual([
    { clips: true, offers: true },
    { clips: false, offers: false },
  ]);

  // Narrower, the short one may wrap past its fold: offered exactly when it does.
  await page.setViewportSize({ width: 360, height: 640 });
  await expect
    .poll(async () => (await foldsAndOffers(page)).every(({ clips, offers }) => clips === offers))
    .toBe(true);

  await showFull(long).click();
  await expect(long.getByRole('button', { name: 'Show less' })).toBeVisible();
  await expect(long.locator('.folded')).toHaveCount(0);
});

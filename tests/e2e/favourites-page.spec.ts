import { expect, test } from './fixtures';
import { UNDO_MS } from '../../lib/favourites/page/model';
import { FavouritesPage } from './pages/favourites-page';
import { NewTabPage } from './pages/new-tab-page';
import { PopupPage } from './pages/popup-page';
import { tokenize } from '../../lib/hadith/normalize';
import { matchWeight } from '../../lib/hadith/search-text';

/**
 * An Arabic word of `text` (four letters or more) as a person types it, without the short
 * vowels and other marks, that the filter finds in none of `others`: it folds and matches
 * word beginnings (lib/hadith/search-text.ts), so no word there may be it or begin with it.
 */
function wordOnlyIn(text: string, others: string[]): string {
  const elsewhere = others.flatMap(tokenize);
  const word = tokenize(text).find(
    (candidate) =>
      /^[\u0621-\u064a]{4,}$/.test(candidate) &&
      elsewhere.every((other) => matchWeight(other, candidate) === 0),
  );
  if (word === undefined) throw new Error('no Arabic word of its own in this hadith');
  return word;
}

test('favourites: starred on the new tab and in search, newest first, filtered, removed and put back, with a note kept across a restart', async ({
  page,
  context,
  extension,
  extensionId,
  configure,
}) => {
  test.slow();
  await configure();
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  const first = {
    reference: await newTab.reference().innerText(),
    arabic: await newTab.arabic().innerText(),
  };
  await newTab.favourite().click();
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
  await newTab.anotherHadith().click();
  await expect(newTab.reference()).not.toHaveText(first.reference);
  const second = {
    reference: await newTab.reference().innerText(),
    arabic: await newTab.arabic().innerText(),
    translation: (await newTab.translation().count()) ? await newTab.translation().innerText() : '',
  };
  await newTab.favourite().click();
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');

  const popup = new PopupPage(await context.newPage(), extensionId);
  await popup.goto();
  await popup.search('patience');
  const result = popup.results().first();
  await result.getByRole('button', { name: '☆ Favourite' }).click();
  await expect(result.getByRole('button', { name: '★ Favourite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const third = { reference: (await result.locator('.reference').innerText()).trim() };
  await popup.page.close();

  // From the new tab's own link.
  await page.getByRole('link', { name: 'Favourites', exact: true }).click();
  const favourites = new FavouritesPage(page, extensionId);
  await expect(favourites.heading()).toBeVisible();
  await expect(favourites.count()).toHaveText('3 favourites');
  await expect
    .poll(() => favourites.references())
    .toEqual([third.reference, second.reference, first.reference]);

  // An Arabic word typed without its diacritics finds the hadith that has it.
  const word = wordOnlyIn(first.arabic, [second.arabic, second.translation]);
  await favourites.filter().fill(word);
  await expect(favourites.card(first.reference)).toBeVisible();
  await expect(favourites.card(second.reference)).toHaveCount(0);
  await favourites.filter().fill('');
  await expect(favourites.cards()).toHaveCount(3);

  await favourites.remove(second.reference).click();
  await expect(favourites.card(second.reference)).toHaveCount(0);
  await expect(favourites.count()).toHaveText('2 favourites');
  await favourites.undo().click();
  await expect
    .poll(() => favourites.references())
    .toEqual([third.reference, second.reference, first.reference]);
  await expect(favourites.count()).toHaveText('3 favourites');

  await favourites.note(first.reference).fill('Read before Fajr');
  await expect(favourites.card(first.reference).getByText('Note saved.')).toBeVisible();
  // The filter finds a favourite by the words of its note too.
  await favourites.filter().fill('read before fajr');
  await expect(favourites.cards()).toHaveCount(1);
  await expect(favourites.card(first.reference)).toBeVisible();
  await favourites.filter().fill('');
  await expect(favourites.cards()).toHaveCount(3);

  const restarted = await extension.restart();
  try {
    const after = new FavouritesPage(await restarted.context.newPage(), extensionId);
    await after.goto();
    await expect(after.note(first.reference)).toHaveValue('Read before Fajr');
    await expect
      .poll(() => after.references())
      .toEqual([third.reference, second.reference, first.reference]);
  } finally {
    await restarted.context.close();
  }
});

test('favourites: the empty page says how to add one', async ({ page, extensionId, configure }) => {
  await configure();
  const favourites = new FavouritesPage(page, extensionId);
  await favourites.goto();
  await expect(favourites.heading()).toBeVisible();
  await expect(favourites.count()).toHaveText('0 favourites');
  await expect(favourites.empty()).toContainText('No favourites yet.');
  await expect(favourites.empty()).toContainText('☆ Favourite');
  await expect(favourites.filter()).toHaveCount(0);
});

test.describe(() => {
  // The fake clock lasts as long as the browser: one of its own.
  test.use({ freshBrowser: true });

  test('favourites: the Undo offer stays while the pointer is on it or its button has focus, and goes its time after', async ({
    page,
    extensionId,
    configure,
  }) => {
    await configure();
    const reference = await new NewTabPage(page).starShown();

    // The page's timers run on a clock the test moves: the offer's time is the page's own.
    await page.clock.install();
    const favourites = new FavouritesPage(page, extensionId);
    await favourites.goto();
    await favourites.remove(reference).click();
    await expect(favourites.undo()).toBeVisible();

    await favourites.undo().hover();
    await page.clock.runFor(UNDO_MS * 2);
    await expect(favourites.undo(), 'held by the pointer').toBeVisible();
    await favourites.undo().focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(UNDO_MS * 2);
    await expect(favourites.undo(), 'held by focus').toBeVisible();
    await favourites.undo().blur();
    await page.clock.runFor(UNDO_MS - 1_000);
    await expect(favourites.undo(), 'its whole time again once let go').toBeVisible();
    await page.clock.runFor(1_000);
    await expect(favourites.undo()).toHaveCount(0);
  });
});

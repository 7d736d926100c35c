import { expect, test } from './fixtures';
import { FavouritesPage } from './pages/favourites-page';
import { NewTabPage } from './pages/new-tab-page';

test('Previous goes back through the hadiths shown, Another forward again, also on a reopened new tab; Favourites lists them with a star', async ({
  page,
  extensionId,
  configure,
}) => {
  test.slow();
  await configure();
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  const shown = [await newTab.reference().innerText()];
  for (let step = 0; step < 2; step++) {
    await newTab.anotherHadith().click();
    await expect(newTab.reference()).not.toHaveText(shown.at(-1)!);
    shown.push(await newTab.reference().innerText());
  }
  const [first, second, third] = shown as [string, string, string];

  await newTab.previousHadith().click();
  await expect(newTab.reference()).toHaveText(second);
  await newTab.previousHadith().click();
  await expect(newTab.reference()).toHaveText(first);
  // The key goes back too: ← in a left-to-right interface. Nothing is before the first.
  await page.locator('body').press('ArrowLeft');
  await expect(newTab.status()).toHaveText('No earlier hadith');
  await expect(newTab.reference()).toHaveText(first);

  // Another walks forward through them before it draws a new one.
  await newTab.anotherHadith().click();
  await expect(newTab.reference()).toHaveText(second);
  await newTab.anotherHadith().click();
  await expect(newTab.reference()).toHaveText(third);

  // A new tab shows a new hadith, and Previous still reaches the first tab's.
  await newTab.goto();
  await expect(newTab.reference()).not.toHaveText(third);
  const fourth = await newTab.reference().innerText();
  for (const expected of [third, second, first]) {
    await newTab.previousHadith().click();
    await expect(newTab.reference()).toHaveText(expected);
  }

  const favourites = new FavouritesPage(page, extensionId);
  await favourites.goto();
  await expect(favourites.recent()).toHaveCount(4);
  await expect
    .poll(() => favourites.recent().locator('.reference').allTextContents())
    .toEqual([fourth, third, second, first]);
  await favourites.recentCard(second).getByRole('button', { name: '☆ Favourite' }).click();
  await expect(favourites.count()).toHaveText('1 favourite');
  await expect(favourites.card(second)).toBeVisible();
});

import { favouritesOf } from './background-messages';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

/**
 * Space means "another hadith" after a click with the pointer: the button just
 * clicked keeps the focus, and is not pressed a second time (issue 87). A
 * keyboard user's Space on a control still presses it (keyboard.spec.ts).
 */

test('a click on Favourite, then Space: another hadith, and the favourite stays', async ({
  page,
  configure,
}) => {
  await configure();
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  const starred = await newTab.reference().innerText();
  await newTab.favourite().click();
  await expect(newTab.status()).toHaveText('Saved to favourites');
  await expect(newTab.favourite()).toBeFocused();

  await page.keyboard.press('Space');
  await expect(newTab.reference()).not.toHaveText(starred);
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'false');
  const favourites = await favouritesOf(page);
  expect(
    favourites.map((h) => `${h.collection} · Book ${h.bookNumber} · Hadith ${h.hadithNumber}`),
  ).toEqual([starred]);
});

test('a click on Learn, then Space: another hadith, and it is still learnt', async ({
  page,
  configure,
}) => {
  await configure();
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  const learnt = await newTab.reference().innerText();
  const learn = page.getByRole('button', { name: 'Learn' });
  await learn.click();
  await expect(page.getByRole('button', { name: 'Learning' })).toBeFocused();

  await page.keyboard.press('Space');
  await expect(newTab.reference()).not.toHaveText(learnt);
  await expect(page.getByRole('button', { name: 'Learn', exact: true })).toBeVisible();
  await newTab.previousHadith().click();
  await expect(newTab.reference()).toHaveText(learnt);
  await expect(page.getByRole('button', { name: 'Learning' })).toBeVisible();
});

import { askBackground, favouritesOf } from './background-messages';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { reloadExtension } from './worker-control';

test('a favourite survives an extension reload and a cache clear', async ({
  page,
  context,
  serviceWorker,
  configure,
}) => {
  await configure();
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  const reference = await newTab.reference().innerText();
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'false');

  await page.locator('body').press('f');
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
  await expect(newTab.status()).toHaveText('Saved to favourites');

  await reloadExtension(context, serviceWorker);
  const after = await context.newPage();
  await after.goto('chrome://newtab/');
  await expect(new NewTabPage(after).arabic()).not.toBeEmpty();
  const favourites = await favouritesOf(after);
  expect(
    favourites.map((h) => `${h.collection} · Book ${h.bookNumber} · Hadith ${h.hadithNumber}`),
  ).toEqual([reference]);

  await askBackground(after, 'clearCache');
  expect(await favouritesOf(after)).toEqual(favourites);
  expect(await askBackground(after, 'favouritesAmong', { ids: [favourites[0]!.id] })).toEqual([
    favourites[0]!.id,
  ]);
});

test('a favourite shows as one when its hadith comes back, and can be removed', async ({
  page,
  configure,
}) => {
  await configure({ rotation: 'daily' });
  const newTab = new NewTabPage(page);
  await newTab.starShown();
  // The star shows at once; the page says so once the background has kept it. Leaving
  // sooner can unload the page with the request still in it, as leaving it would for a person.
  await expect(newTab.status()).toHaveText('Saved to favourites');

  // The hadith of the day comes back on the next tab, still starred.
  await newTab.goto();
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
  await newTab.favourite().click();
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'false');
  await expect(newTab.status()).toHaveText('Removed from favourites');
  expect(await favouritesOf(page)).toEqual([]);
});

test('the hadith of the day starred and left at once paints starred on the next tab', async ({
  page,
  configure,
}) => {
  await configure({ rotation: 'daily' });
  // The star as first painted, before the app could correct it from the background.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const star = document.querySelector('[role="toolbar"] button[aria-keyshortcuts="F"]');
      if (star === null) return;
      sessionStorage.setItem('painted-star', star.getAttribute('aria-pressed') ?? '');
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'false');

  // Left without waiting for the background to say it kept the star.
  await newTab.favourite().click();
  await newTab.goto();
  expect(await page.evaluate(() => sessionStorage.getItem('painted-star'))).toBe('true');
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await favouritesOf(page)).length).toBe(1);
});

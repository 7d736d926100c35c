import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FavouritesPage } from './pages/favourites-page';
import { NewTabPage } from './pages/new-tab-page';

/** Stars hadiths on the new tab (F, then Space for another) until `count` are favourites. */
async function star(page: Page, count: number): Promise<void> {
  const newTab = new NewTabPage(page);
  await newTab.goto();
  for (let starred = 0; starred < count; starred++) {
    await expect(newTab.arabic()).not.toBeEmpty();
    const shown = await newTab.arabic().innerText();
    await page.locator('body').press('f');
    await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
    await page.locator('body').press('Space');
    await expect(newTab.arabic()).not.toHaveText(shown);
  }
}

/** The favourites page's count after `total` are starred, for each total in turn. */
async function countsAt(page: Page, extensionId: string, totals: number[]): Promise<string[]> {
  const favourites = new FavouritesPage(page, extensionId);
  const said: string[] = [];
  let starred = 0;
  for (const total of totals) {
    await star(page, total - starred);
    starred = total;
    await favourites.goto();
    await expect(favourites.count()).toContainText(/\d/);
    said.push(await favourites.count().innerText());
  }
  return said;
}

test('counts take English’s plural forms: 1 favourite, 2 favourites', async ({
  page,
  extensionId,
  configure,
}) => {
  await configure();
  expect(await countsAt(page, extensionId, [1, 2])).toEqual(['1 favourite', '2 favourites']);
});

test.describe('in a Russian browser', () => {
  test.use({ browserLanguage: 'ru' });

  test('counts take Russian’s three forms: 1 хадис, 2 хадиса, 5 хадисов', async ({
    page,
    extensionId,
    configure,
  }) => {
    test.slow();
    await configure({ language: 'en' });
    expect(await countsAt(page, extensionId, [1, 2, 5])).toEqual([
      '1 хадис в избранном',
      '2 хадиса в избранном',
      '5 хадисов в избранном',
    ]);
  });
});

test.describe('in an Arabic browser', () => {
  test.use({ browserLanguage: 'ar' });

  test('counts take Arabic’s forms: one, two, and a few, on the toolbar icon’s title', async ({
    page,
    serviceWorker,
    configure,
  }) => {
    await configure({ language: 'en' });
    const newTab = new NewTabPage(page);
    await newTab.goto();
    const title = () => serviceWorker.evaluate(() => chrome.action.getTitle({}));
    const digits = (n: number) =>
      serviceWorker.evaluate((value) => new Intl.NumberFormat('ar').format(value), n);
    const expected = [
      `مراجعة واحدة مستحقة (${await digits(1)})`,
      `مراجعتان مستحقتان (${await digits(2)})`,
      `${await digits(3)} مراجعات مستحقة`,
    ];
    for (const said of expected) {
      await expect(newTab.arabic()).not.toBeEmpty();
      const shown = await newTab.arabic().innerText();
      await page.getByRole('button', { name: 'احفظ', exact: true }).click();
      await expect.poll(title).toBe(said);
      await page.locator('body').press('Space');
      await expect(newTab.arabic()).not.toHaveText(shown);
    }
  });
});

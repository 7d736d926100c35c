import type { Locator } from '@playwright/test';
import { startServer } from '../../server/app';
import { expectAccessibleInEveryPalette } from './axe';
import { expect, test } from './fixtures';
import { contrast } from './keyboard';
import { FavouritesPage } from './pages/favourites-page';
import { NewTabPage } from './pages/new-tab-page';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';

// The languages these tests ask the service for, loaded before they begin.
test.use({ serviceLanguages: ['en', 'ru'] });

// Each test runs axe twice (every rule in light, the colour rules in dark) and compares
// the forced themes' paint, for up to four states: on a loaded 2-core machine that has
// taken more than the 60 s other tests get.
test.describe.configure({ timeout: 150_000 });

/** The colour behind a transparent control: its nearest ancestor's opaque background. */
function surface(element: Locator): Promise<string> {
  return element.evaluate((node) => {
    for (let parent = node.parentElement; parent !== null; parent = parent.parentElement) {
      const color = getComputedStyle(parent).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)') return color;
    }
    return 'rgb(255, 255, 255)';
  });
}

/**
 * axe-core on every page, in every state a person meets, in light and dark
 * (the system's and the options' theme): no serious or critical violation.
 */

test('the new tab, with a hadith and with each kind of notice', async ({
  page,
  serviceWorker,
  configure,
}) => {
  const newTab = new NewTabPage(page);
  // No key yet: a bundled hadith and the note saying how to get one.
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  await expect(newTab.serviceNotice()).toBeVisible();
  await expectAccessibleInEveryPalette(page, serviceWorker, 'new tab without a key');

  const stopped = await startServer({ port: 0 });
  await stopped.close();
  await configure({ apiBaseUrl: stopped.url, searchBaseUrl: `${stopped.url}/v1` });
  await newTab.goto();
  await expect(newTab.serviceNotice()).toContainText('Offline');
  await expectAccessibleInEveryPalette(page, serviceWorker, 'new tab offline');

  await configure();
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  await expect(newTab.serviceNotice()).toHaveCount(0);
  await newTab.favourite().click();
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
  await expectAccessibleInEveryPalette(page, serviceWorker, 'new tab with a favourite');

  // The shortcut hints (→, C, F) are too short for axe to judge: their contrast, measured here.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const hint of await page.locator('.actions kbd').all()) {
      const { color, background, opacity } = await hint.evaluate((element) => {
        const button = element.closest('button')!;
        return {
          color: getComputedStyle(element).color,
          background: getComputedStyle(button).backgroundColor,
          opacity: getComputedStyle(element).opacity,
        };
      });
      const label = `${await hint.textContent()} (${colorScheme})`;
      expect(opacity, `${label} is not faded`).toBe('1');
      // A quiet button is transparent: the panel's surface shows through.
      const behind = background === 'rgba(0, 0, 0, 0)' ? await surface(hint) : background;
      expect(contrast(color, behind), `${label}'s contrast`).toBeGreaterThanOrEqual(4.5);
    }
  }
});

test('the popup: empty, with results, a result expanded, offline, and with an error', async ({
  page,
  wire,
  apiKey,
  extensionId,
  serviceWorker,
  configure,
}) => {
  const service = await startServer({ port: 0, wire, keys: [apiKey] });
  await configure({ apiBaseUrl: service.url, searchBaseUrl: `${service.url}/v1` });
  const popup = new PopupPage(page, extensionId);
  await page.setViewportSize({ width: 420, height: 600 });
  await popup.goto();
  await expect(popup.queryBox()).toBeVisible();
  // The service's collections replace the built-in list the popup opens with.
  await expect(page.locator('#collection option')).toHaveCount(11);
  await expectAccessibleInEveryPalette(page, serviceWorker, 'empty popup');

  await popup.search('siwak');
  await expect(popup.pageStatus()).toHaveText('Page 1 of 3 · 50 results');
  const folded = await popup.firstFolded();
  await folded.getByRole('button', { name: 'Show full hadith' }).click();
  await expect(folded.getByRole('button', { name: 'Show less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectAccessibleInEveryPalette(page, serviceWorker, 'popup with results, one expanded');

  await service.close();
  await popup.search('siwak mouth');
  await expect(popup.offlineNotice()).toBeVisible();
  await expectAccessibleInEveryPalette(page, serviceWorker, 'popup with offline results');

  await configure({ apiKey: 'not-a-valid-key' });
  await popup.goto();
  await popup.search('patience');
  await expect(popup.alert().or(popup.offlineNotice()).first()).toBeVisible();
  // This address has listed no collections, and refuses the key: the built-in list is offered,
  // with only the seven collections every service here has (and "All collections").
  await expect(page.locator('#collection option')).toHaveCount(8);
  await expectAccessibleInEveryPalette(page, serviceWorker, 'popup with an error');
});

test('the options page: as opened, with a refused address, and after a key test', async ({
  page,
  extensionId,
  serviceWorker,
  configure,
}) => {
  await configure();
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
  await expect(page.locator('.collection-choices input')).toHaveCount(10);
  await expectAccessibleInEveryPalette(page, serviceWorker, 'options');

  await options.fill('API base URL', 'http://api.example.com');
  await options.save();
  await expect(options.alert()).toBeVisible();
  await expectAccessibleInEveryPalette(page, serviceWorker, 'options with a refused address');

  await options.goto();
  await options.testKey();
  await expect(options.keyTestResult()).not.toBeEmpty();
  await expectAccessibleInEveryPalette(page, serviceWorker, 'options after a key test');
});

test.describe(() => {
  // The welcome tab comes with a first install: a browser of its own.
  test.use({ freshBrowser: true });

  test('the welcome page', async ({ extension, serviceWorker }) => {
    const welcome = extension.welcome;
    expect(welcome, 'a welcome tab on install').not.toBeNull();
    if (welcome === null) return;
    await expect(welcome.locator('article p[lang="ar"]')).not.toBeEmpty();
    await expectAccessibleInEveryPalette(welcome, serviceWorker, 'welcome');
  });
});

test('the results page, with a result expanded', async ({
  page,
  extensionId,
  serviceWorker,
  configure,
}) => {
  await configure();
  const results = new PopupPage(page, extensionId);
  await page.goto(`chrome-extension://${extensionId}/results.html?q=siwak&language=en`);
  await expect(results.pageStatus()).toHaveText('Page 1 of 3 · 50 results');
  await expect(page.locator('#collection option')).toHaveCount(11);
  await (await results.firstFolded()).getByRole('button', { name: 'Show full hadith' }).click();
  await expectAccessibleInEveryPalette(page, serviceWorker, 'results page');
});

test('the favourites page: empty, then with favourites, a note saved and Undo offered', async ({
  page,
  extensionId,
  serviceWorker,
  configure,
}) => {
  await configure();
  const favourites = new FavouritesPage(page, extensionId);
  await favourites.goto();
  await expect(favourites.empty()).toBeVisible();
  await expectAccessibleInEveryPalette(page, serviceWorker, 'favourites, empty');

  const newTab = new NewTabPage(page);
  for (let star = 0; star < 2; star++) await newTab.starShown();
  await favourites.goto();
  await expect(favourites.cards()).toHaveCount(2);
  const [first, second] = await favourites.references();
  await favourites.note(first!).fill('A note');
  await expect(favourites.card(first!).getByText('Note saved.')).toBeVisible();
  await favourites.remove(second!).click();
  await expect(favourites.undo()).toBeVisible();
  // Focused, the offer stays however long the palettes take on a busy machine.
  await favourites.undo().focus();
  await expectAccessibleInEveryPalette(page, serviceWorker, 'favourites, with a note and Undo');
});

test('texts carry their language: the Arabic `ar`, each translation its own, the page its own', async ({
  page,
  extensionId,
  configure,
}) => {
  await configure({ language: 'ru' });
  const newTab = new NewTabPage(page);
  // The first tabs may show hadiths kept in English (labelled `en`) until Russian ones arrive.
  await expect(async () => {
    await newTab.goto();
    await expect(newTab.translation()).toHaveAttribute('lang', 'ru', { timeout: 1000 });
  }).toPass();
  await expect(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/);
  await expect(newTab.arabic()).toHaveAttribute('dir', 'rtl');
  await expect(newTab.arabic()).not.toBeEmpty();
  await expect(newTab.translation()).toHaveAttribute('dir', 'ltr');
  await expect(newTab.translation()).toHaveText(/[а-яё]/i);

  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await page.getByLabel('Language', { exact: true }).selectOption('en');
  await popup.search('siwak');
  await expect(popup.pageStatus()).toHaveText('Page 1 of 3 · 50 results');
  await expect(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/);
  const results = popup.results();
  await expect(results.locator('.arabic[lang="ar"][dir="rtl"]')).toHaveCount(20);
  await expect(results.locator('.translation[lang="en"]')).toHaveCount(20);
  await expect(results.locator('.arabic:not([lang="ar"]), .translation:not([lang])')).toHaveCount(
    0,
  );
});

test.describe('with the browser in Arabic', () => {
  test.use({ browserLanguage: 'ar' });

  test('the new tab, the popup with results and the options', async ({
    page,
    extensionId,
    serviceWorker,
    configure,
  }) => {
    await configure();
    const newTab = new NewTabPage(page);
    await newTab.goto();
    await expect(newTab.arabic()).not.toBeEmpty();
    await expectAccessibleInEveryPalette(page, serviceWorker, 'new tab in Arabic');

    const popup = new PopupPage(page, extensionId);
    await page.setViewportSize({ width: 420, height: 600 });
    await popup.goto();
    // Selectors that hold in every interface language.
    await page.locator('#query').fill('siwak');
    await page.locator('#query').press('Enter');
    await expect(popup.results()).toHaveCount(20);
    // The service's collections replace the built-in list the popup opens with: the palettes
    // compare one form (a loaded machine once drew the service's list between two of them).
    await expect(page.locator('#collection option')).toHaveCount(11);
    await expectAccessibleInEveryPalette(page, serviceWorker, 'popup in Arabic');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(page.locator('#api-key')).toBeVisible();
    await expect(page.locator('.collection-choices input')).toHaveCount(10);
    await expectAccessibleInEveryPalette(page, serviceWorker, 'options in Arabic');
  });
});

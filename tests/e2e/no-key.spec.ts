import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { PopupPage } from './pages/popup-page';

test('a fresh profile’s new tab shows a bundled hadith, says there is no key, links to the options', async ({
  page,
}) => {
  const newTab = new NewTabPage(page);
  await newTab.goto();

  await expect(newTab.arabic()).not.toBeEmpty();
  await expect(newTab.reference()).toHaveText(
    /^(Forty Hadith of an-Nawawi|Forty Hadith Qudsi) · Book \d+ · Hadith \d+$/,
  );
  await expect(newTab.serviceNotice()).toHaveText(
    'No API key yet · from the built-in collection · Options',
  );
  await expect(newTab.serviceNotice().getByRole('link', { name: 'Options' })).toBeVisible();
});

test('in a language the bundled set lacks, the new tab shows English and says so', async ({
  page,
  serviceWorker,
}) => {
  await serviceWorker.evaluate(() => chrome.storage.local.set({ language: 'ru' }));
  const newTab = new NewTabPage(page);
  await newTab.goto();

  await expect(newTab.translation()).toHaveAttribute('lang', 'en');
  await expect(
    page.getByText('The built-in collection has no Russian translation: shown in English.'),
  ).toBeVisible();
});

test('without a key the popup searches the bundled collection, and says quietly that a key brings more', async ({
  page,
  server,
  extensionId,
}) => {
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  // An-Nawawi's first ships with the extension: "Actions are (judged) by motives (niyyah), so
  // each man will have what he intended." Its translation says "intended", which the root of
  // "intentions" begins.
  await popup.search('intentions');
  const nawawi = popup
    .results()
    .filter({ hasText: 'Forty Hadith of an-Nawawi · Book 1 · Hadith 1' });
  await expect(nawawi).toHaveCount(1);
  await expect(nawawi.locator('mark')).toHaveText(['intended']);
  // And the Qudsi.
  await popup.search('mercy');
  await expect(popup.results().first()).toContainText(/mercy/i);
  await expect(page.getByRole('status').filter({ hasText: 'With an API key' })).toHaveText(
    'Found among the hadiths on this device. With an API key, searches cover every collection. Options',
  );
  await expect(popup.alert()).toHaveCount(0);
  expect(server.stats.requests).toBe(0);
});

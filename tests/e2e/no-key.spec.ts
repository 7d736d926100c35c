import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

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
  await expect(page.getByText('No Russian translation offline: shown in English.')).toBeVisible();
});

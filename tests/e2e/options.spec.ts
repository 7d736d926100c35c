import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { OptionsPage } from './pages/options-page';

test('a key and addresses saved in the options bring a hadith to the new tab', async ({
  page,
  server,
  apiKey,
  extensionId,
}) => {
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  await options.fill('API key', apiKey);
  await options.fill('API base URL', server.url);
  await options.fill('Search base URL', `${server.url}/v1`);
  await options.save();
  await expect(options.status()).toHaveText('Saved.');

  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.reference()).toHaveText(/^.+ · Book \d+ · Hadith \d+$/);
  await expect(newTab.arabic()).not.toBeEmpty();
  await expect(newTab.alert()).toHaveCount(0);
  // The saved key starts filling the pool of hadiths for the next tabs.
  await expect.poll(() => server.stats.byPath['/v1/hadiths/random'] ?? 0).toBeGreaterThanOrEqual(1);
});

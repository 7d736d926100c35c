import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

test('a rejected key is named on the new tab, with the way to the options', async ({
  page,
  context,
  server,
  wire,
  extensionId,
  configure,
}) => {
  await configure({ apiKey: 'not-a-valid-key' });
  await expect.poll(() => server.stats.byPath['/v1/hadiths/random'] ?? 0).toBeGreaterThanOrEqual(1);
  const newTab = new NewTabPage(page);
  await newTab.goto();

  // A hadith all the same, from the bundled collection.
  await expect(newTab.arabic()).not.toBeEmpty();
  // Production checks a key's format before looking it up; the published contract knows none.
  await expect(newTab.serviceNotice()).toContainText(
    wire === 'production'
      ? 'Your API key is not in the service’s format'
      : 'The service does not know your API key',
  );

  await newTab.serviceNotice().getByRole('link', { name: 'Options' }).click();
  const optionsUrl = `chrome-extension://${extensionId}/options.html`;
  await expect.poll(() => context.pages().map((tab) => tab.url())).toContain(optionsUrl);
});

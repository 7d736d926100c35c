import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

test('a rejected key is named on the new tab, with the way to the options', async ({
  page,
  context,
  server,
  extensionId,
  configure,
}) => {
  await configure({ apiKey: 'not-a-valid-key' });
  const newTab = new NewTabPage(page);
  await newTab.goto();

  await expect(newTab.alert()).toContainText(
    'The service rejected your API key. Check it in the options.',
  );
  expect(server.stats.byPath['/v1/hadiths/random']).toBeGreaterThanOrEqual(1);
  await expect(newTab.arabic()).toHaveCount(0);

  await newTab.openOptions().click();
  const optionsUrl = `chrome-extension://${extensionId}/options.html`;
  await expect.poll(() => context.pages().map((tab) => tab.url())).toContain(optionsUrl);
});

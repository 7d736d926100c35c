import { startServer } from '../../server/app';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup-page';

test('with the service stopped, searches run on this device, labelled offline', async ({
  page,
  wire,
  apiKey,
  extensionId,
  configure,
}) => {
  // A service of its own, to stop in the middle of the test.
  const service = await startServer({ port: 0, wire, keys: [apiKey] });
  await configure({ apiBaseUrl: service.url, searchBaseUrl: `${service.url}/v1` });
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search('siwak');
  await expect(popup.pageStatus()).toHaveText('Page 1 of 3 · 50 results');
  const cached = await popup.references();
  await service.close();

  // Another query, matching hadiths cached by the first: found on this device.
  await popup.search('siwak mouth');
  await expect(popup.offlineNotice()).toContainText('The service could not be reached.');
  await expect(popup.pageStatus()).toHaveText(/^Page 1 of 1 · \d+ results?$/);
  for (const reference of await popup.references()) expect(cached).toContain(reference);
  await expect(popup.marks().first()).toHaveText(/siwak|mouth/i);

  // The bundled collection is searched too: Nawawi's Forty speaks of patience.
  await popup.search('patience');
  await expect(popup.offlineNotice()).toBeVisible();
  await expect(popup.results().locator('.reference').first()).toHaveText(
    /^Forty Hadith of an-Nawawi · Book \d+ · Hadith \d+$/,
  );
  await expect(popup.alert()).toHaveCount(0);
});

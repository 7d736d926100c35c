import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options-page';

const DEFAULT_API = 'https://api.hadith.mumin.ink';

test('an http address on a public host is refused with a message, and nothing is saved', async ({
  page,
  extensionId,
  serviceWorker,
}) => {
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  await options.fill('API base URL', 'http://api.example.com');
  await options.save();
  await expect(options.alert()).toHaveText(
    'API base URL must start with https:// (http:// is allowed only for localhost and 127.0.0.1).',
  );
  await expect(page.getByLabel('API base URL', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(options.status()).toHaveText('');
  const stored = await serviceWorker.evaluate(() => chrome.storage.local.get('apiBaseUrl'));
  expect(stored).toEqual({});

  // The same check applies to the search address.
  await options.fill('API base URL', DEFAULT_API);
  await options.fill('Search base URL', 'http://search.example.com/v1');
  await options.save();
  await expect(options.alert()).toHaveText(/^Search base URL must start with https:\/\//);
});

test('each address goes back to its default with Reset to default', async ({
  page,
  server,
  extensionId,
  serviceWorker,
}) => {
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  await options.fill('API base URL', server.url);
  await options.fill('Search base URL', `${server.url}/v1`);
  await options.save();
  await expect(options.status()).toHaveText(
    `Saved. The service at ${new URL(server.url).host} answers.`,
  );

  await options.resetAddress('API base URL');
  await options.resetAddress('Search base URL');
  await expect(page.getByLabel('API base URL', { exact: true })).toHaveValue(DEFAULT_API);
  await expect(page.getByLabel('Search base URL', { exact: true })).toHaveValue('');
  await options.save();
  await expect(options.status()).toHaveText('Saved.');
  const stored = await serviceWorker.evaluate(() =>
    chrome.storage.local.get(['apiBaseUrl', 'searchBaseUrl']),
  );
  expect(stored).toEqual({ apiBaseUrl: DEFAULT_API, searchBaseUrl: '' });
});

test('the production host as a search address is saved with /v1, and the page says so', async ({
  page,
  extensionId,
  serviceWorker,
}) => {
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  await options.fill('Search base URL', `${DEFAULT_API}/`);
  await options.save();
  // Its every route sits under /v1: without it, every search would be a 404 (and a credit).
  await expect(options.status()).toHaveText(
    `Saved. The service’s search sits under /v1, so the search base URL is saved as \u2066${DEFAULT_API}/v1\u2069.`,
  );
  await expect(page.getByLabel('Search base URL', { exact: true })).toHaveValue(
    `${DEFAULT_API}/v1`,
  );
  const stored = await serviceWorker.evaluate(() => chrome.storage.local.get('searchBaseUrl'));
  expect(stored).toEqual({ searchBaseUrl: `${DEFAULT_API}/v1` });
});

import { expect, searchRequests, test } from './fixtures';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { recordResilience } from './resilience';

const LONG = 'patience '.repeat(60).trim();

test('the popup refuses empty, over-long and control-only queries and bad languages, sending nothing', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  recordResilience({
    attack:
      'Popup search with an empty query, 539 characters, control characters only, or the language “en<b>”',
    userSees: 'a sentence saying what to change; the typed text stays in the box',
    requests: 'none for the refused searches; one for the same words cleaned of controls',
    dataKept: 'everything, and the last good search',
  });
  await configure();
  const popup = new PopupPage(page, extensionId);
  await popup.goto();

  await popup.search('');
  await expect(popup.alert()).toHaveText('Type something to search for.');

  await popup.search(LONG);
  await expect(popup.alert()).toHaveText(
    `A search can be at most 500 characters long; this one has ${LONG.length}.`,
  );
  await expect(popup.queryBox()).toHaveValue(LONG);

  await popup.search('\u0007\u202e\u2066');
  await expect(popup.alert()).toHaveText('Type something to search for.');

  // A code not offered by name is typed under "Other…".
  await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Other…' });
  await page.getByLabel('Language code', { exact: true }).fill('en<b>');
  await popup.search('patience');
  await expect(popup.alert()).toHaveText('The language must be a code such as en or ar.');
  expect(searchRequests(server)).toBe(0);

  // The same words with controls pasted in: cleaned, and searched.
  await page.getByLabel('Language code', { exact: true }).fill('en');
  await popup.search('\u202epatience\u0000');
  await expect(popup.pageStatus()).toHaveText(/^Page 1 of \d+/);
  await expect(popup.alert()).toBeHidden();
  expect(searchRequests(server)).toBe(1);
  expect(server.stats.received.find((r) => r.url.includes('/search'))?.url).toContain(
    'q=patience&',
  );
});

const BAD_ADDRESSES: [string, string][] = [
  ['?q=&page=abc', 'Type something to search for.'],
  [`?q=${encodeURIComponent(LONG)}`, 'A search can be at most 500 characters long'],
  ['?q=%00%07%E2%80%AE', 'Type something to search for.'],
  ['?q=patience&language=en%3Cscript%3E', 'The language must be a code such as en or ar.'],
  ['?q=patience&page=abc', 'This address’s page is not valid.'],
  ['?q=patience&page=-1', 'This address’s page is not valid.'],
  ['?q=patience&page=1e9', 'This address’s page is not valid.'],
  ['?q=patience&page=99999999', 'This address’s page is not valid.'],
];

test('the results page says what is wrong with its address and sends nothing', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  recordResilience({
    attack:
      'Results page addresses with q empty, 539 characters or controls only, language “en<script>”, page abc, -1, 1e9 or 99999999',
    userSees: 'a sentence saying what is wrong; the search form to correct it',
    requests: 'none',
    dataKept: 'everything',
  });
  await configure();
  for (const [search, problem] of BAD_ADDRESSES) {
    await page.goto(`chrome-extension://${extensionId}/results.html${search}`);
    await expect(page.getByRole('alert'), search).toContainText(problem);
    await expect(page.getByLabel('Search hadiths', { exact: true })).toBeVisible();
  }
  expect(searchRequests(server)).toBe(0);

  // A good address still searches, its page number kept.
  await page.goto(`chrome-extension://${extensionId}/results.html?q=patience&page=2`);
  await expect(page.locator('.page-status')).toHaveText(/^Page 2 of \d+/);
  expect(searchRequests(server)).toBe(1);
});

test('the options refuse a bad language, a javascript: or keyed address and a bad budget, keeping the saved ones', async ({
  page,
  server,
  serviceWorker,
  extensionId,
  configure,
}) => {
  recordResilience({
    attack:
      'Options: language “en<script>” or with controls, addresses javascript:…, with ?apiKey= or credentials, budget -1, 501 or “abc”',
    userSees: 'a sentence naming the field and what it must be; the field marked invalid',
    requests: 'none',
    dataKept: 'the saved settings, unchanged',
  });
  await configure();
  const settings = () =>
    serviceWorker.evaluate(() =>
      chrome.storage.local.get([
        'apiKey',
        'apiBaseUrl',
        'searchBaseUrl',
        'language',
        'dailyRequestBudget',
      ]),
    );
  const saved = await settings();
  const received = server.stats.received.length;
  const options = new OptionsPage(page, extensionId);
  await options.goto();

  const cases: [string, string, string | RegExp][] = [
    ['Language code', 'en<script>', 'Language must be a language code such as en, ar or ur.'],
    ['Language code', 'en\u0000', 'Language must be a language code such as en, ar or ur.'],
    ['Language code', 'x'.repeat(600), 'Language must be a language code such as en, ar or ur.'],
    ['API base URL', 'javascript:alert(1)', /^API base URL must start with https:\/\//],
    [
      'API base URL',
      `${server.url}/?apiKey=x`,
      'API base URL must not contain ? or #: paths are added to it.',
    ],
    [
      'Search base URL',
      'https://user:pass@example.com/v1',
      'Search base URL must not contain a user name or password.',
    ],
  ];
  for (const [label, value, problem] of cases) {
    await options.goto();
    if (label === 'Language code') {
      await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Other…' });
    }
    await options.fill(label, value);
    await options.save();
    await expect(options.alert(), `${label} “${value.slice(0, 20)}”`).toHaveText(problem);
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  }

  for (const budget of ['-1', '501', '1e3']) {
    await options.goto();
    const field = page.getByLabel('Daily request budget', { exact: true });
    await field.fill(budget);
    await field.blur();
    await expect(field, `budget ${budget}`).toHaveAttribute('aria-invalid', 'true');
    await expect(field, `budget ${budget}`).toHaveAccessibleDescription(
      /^The daily budget must be a whole number from 0 to 500\./,
    );
  }

  expect(await settings()).toEqual(saved);
  // Only the new tab's own refills reached the service, and the options' one list of
  // collections (kept for days): nothing the refused input sent.
  const since = server.stats.received.slice(received).map((request) => request.url);
  expect(
    since.filter((url) => !url.startsWith('/v1/hadiths/random?') && url !== '/v1/collections'),
  ).toEqual([]);
});

test('the omnibox suggests nothing for a query it would refuse, and Enter opens the page saying why', async ({
  context,
  server,
  serviceWorker,
  extensionId,
  configure,
}) => {
  recordResilience({
    attack: 'Omnibox “hadith” with 600 characters, or control characters only',
    userSees: 'no suggestions; Enter opens the results page with the sentence saying why',
    requests: 'none',
    dataKept: 'everything',
  });
  await configure();
  const suggest = (text: string) =>
    serviceWorker.evaluate(
      (typed) =>
        new Promise<unknown[]>((resolve) => {
          const event = chrome.omnibox.onInputChanged as unknown as {
            dispatch(text: string, suggest: (found: unknown[]) => void): void;
          };
          event.dispatch(typed, resolve);
        }),
      text,
    );
  expect(await suggest('patience '.repeat(70))).toEqual([]);
  expect(await suggest('\u0000\u202e\u2066')).toEqual([]);
  expect((await suggest('\u202epatience\u0007')).length).toBeGreaterThan(0);

  const opened = context.waitForEvent('page');
  await serviceWorker.evaluate((text) => {
    const event = chrome.omnibox.onInputEntered as unknown as {
      dispatch(text: string, disposition: string): void;
    };
    event.dispatch(text, 'newForegroundTab');
  }, 'patience '.repeat(70));
  const results = await opened;
  await expect(results.getByRole('alert')).toContainText(
    'A search can be at most 500 characters long; this one has 629.',
  );
  expect(new URL(results.url()).pathname).toBe('/results.html');
  expect(extensionId).toBe(new URL(results.url()).host);
  expect(searchRequests(server)).toBe(0);
});

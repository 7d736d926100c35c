import type { Page } from '@playwright/test';
import type { FaultInput } from '../../server/faults/kinds';
import type { ExtensionSettings } from '../../scripts/launch-extension';
import { favouritesOf } from './background-messages';
import { readExtensionState } from './extension-state';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { PopupPage } from './pages/popup-page';

/**
 * What a user with a real key meets, against the local service answering as
 * the Mumin Hadith API's code does (its production wire): the search engine's
 * records, a search by number with English where there is no Urdu, and the
 * service's own refusals, each said in plain words.
 */

// The languages these tests ask the service for are loaded before they begin.
test.use({ serverOptions: { faults: true }, serviceLanguages: ['en', 'ur'] });

const searchRequests = (server: { stats: { byPath: Record<string, number> } }) =>
  server.stats.byPath['/v1/hadiths/search'] ?? 0;

/**
 * The notice over the results: an alert when nothing could be searched, a
 * status over offline results when the service holds back (a limit, credits).
 */
const notice = (popup: PopupPage) => popup.page.locator('.results .notice');

async function openPopup(page: Page, extensionId: string): Promise<PopupPage> {
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  return popup;
}

test('a text search reads the search engine’s records, names collections, and pages with Next and Prev', async ({
  page,
  extensionId,
  configure,
}) => {
  await configure();
  const popup = await openPopup(page, extensionId);
  await popup.search('intentions');
  await expect(popup.results().first()).toBeVisible();
  await expect(popup.offlineNotice()).toHaveCount(0);
  await expect(popup.alert()).toHaveCount(0);
  // The engine sends `"dehlawi"`: the reader sees the collection's name.
  expect((await popup.references())[0]).toBe(
    'Forty Hadith of Shah Waliullah Dehlawi · Book 1 · Hadith 33',
  );
  for (const reference of await popup.references()) {
    // The grade follows, where the service has one (the engine's `unknown` is none).
    expect(reference).toMatch(/^[A-Z][^·]+ · Book \d+ · Hadith \d+( · (?!unknown)[^·]+)?$/);
  }
  const first = await popup.pageFigures();
  expect(first.page).toBe(1);
  expect(first.totalPages).toBeGreaterThan(1);
  const firstPage = await popup.references();

  await popup.next();
  await expect.poll(async () => (await popup.pageFigures()).page).toBe(2);
  expect(await popup.references()).not.toEqual(firstPage);
  await popup.prev();
  await expect.poll(async () => (await popup.pageFigures()).page).toBe(1);
  expect(await popup.references()).toEqual(firstPage);
});

test('a number search in Urdu shows English where there is no Urdu, marked, left to right and labelled', async ({
  page,
  extensionId,
  configure,
}) => {
  await configure({ language: 'ur' });
  const popup = await openPopup(page, extensionId);
  await popup.search('1');
  const nawawi = popup
    .results()
    .filter({ hasText: 'Forty Hadith of an-Nawawi · Book 1 · Hadith 1' });
  await expect(nawawi).toHaveCount(1);
  const english = nawawi.locator('p.translation');
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('dir', 'ltr');
  expect(await english.evaluate((p) => getComputedStyle(p).direction)).toBe('ltr');
  await expect(nawawi.locator('.translation-language')).toHaveText('English — no Urdu translation');

  // Bukhari 1 has its Urdu: marked as Urdu, right to left, with no label.
  const bukhari = popup.results().filter({ hasText: 'Sahih al-Bukhari · Book 1 · Hadith 1' });
  await expect(bukhari.locator('p.translation')).toHaveAttribute('lang', 'ur');
  await expect(bukhari.locator('p.translation')).toHaveAttribute('dir', 'rtl');
  await expect(bukhari.locator('.translation-language')).toHaveCount(0);
});

test('a hadith starred in search shows as starred when it later comes on a new tab', async ({
  page,
  context,
  server,
  serviceWorker,
  extensionId,
  configure,
}) => {
  const DEHLAWI_33 = 10003300;
  // The service's next random answers are this hadith, which the search engine sends as "10003300_en".
  server.faults!.next({ kind: 'hadith', id: DEHLAWI_33 }, { count: 3 });
  await configure();
  await expect
    .poll(async () => (await readExtensionState(serviceWorker)).pool.map((row) => row.id))
    .toContain(DEHLAWI_33);

  const popup = await openPopup(page, extensionId);
  await popup.search('intentions');
  const result = popup
    .results()
    .filter({ hasText: 'Forty Hadith of Shah Waliullah Dehlawi · Book 1 · Hadith 33' });
  const star = result.getByRole('button', { name: /Favourite/ });
  await expect(star).toBeEnabled();
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect((await readExtensionState(serviceWorker)).favourites).toEqual([DEHLAWI_33]);

  const newTab = new NewTabPage(await context.newPage());
  await newTab.goto();
  await expect(newTab.reference()).toHaveText(
    'Forty Hadith of Shah Waliullah Dehlawi · Book 1 · Hadith 33',
  );
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
  // One hadith, one favourite: not a second entry for its other id.
  expect(await favouritesOf(newTab.page)).toHaveLength(1);
});

const DASHBOARD = 'Open the dashboard';

interface Refusal {
  name: string;
  settings: Partial<ExtensionSettings>;
  /** What the service answers the search with; null: what it says of the key itself. */
  fault: FaultInput | null;
  sentence: string;
  links: string[];
}

const REFUSALS: Refusal[] = [
  {
    name: 'a key not in the service’s format',
    settings: { apiKey: 'not-a-mumin-key' },
    fault: null,
    sentence:
      'The service says this is not one of its API keys: they start with sk_mumin_ and are 41, 42 or 73 characters long. Check that the key was pasted whole.',
    links: ['Open options'],
  },
  {
    name: 'a key the service does not know',
    settings: { apiKey: `sk_mumin_${'x'.repeat(32)}` },
    fault: null,
    sentence:
      'The service does not know this API key: it may be mistyped, or deleted on the dashboard.',
    links: ['Open options', DASHBOARD],
  },
  {
    name: 'a revoked key',
    settings: {},
    fault: { kind: 'refused', code: 'KEY_REVOKED' },
    sentence:
      'This API key has been revoked. Create a new key on the dashboard and save it in the options.',
    links: ['Open options', DASHBOARD],
  },
  {
    name: 'no credits left',
    settings: {},
    fault: 'balance-depleted',
    sentence:
      'The account has no credits left: each request costs one. Top it up on the dashboard.',
    links: [DASHBOARD],
  },
  {
    name: 'a 400 from the service',
    settings: {},
    fault: { kind: 'invalid', messages: ['property lang should not exist'] },
    sentence: 'The service did not accept the request: property lang should not exist',
    links: [],
  },
];

// One browser, one popup, as a user meeting each in turn: a new query each time, so
// none is answered from the cache.
test('the popup says each of the service’s refusals plainly, sent once', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  const popup = await openPopup(page, extensionId);
  for (const [index, { name, settings, fault, sentence, links }] of REFUSALS.entries()) {
    await test.step(name, async () => {
      await configure(settings);
      if (fault !== null) server.faults!.next(fault, { route: 'search' });
      const before = searchRequests(server);
      // Typed, not submitted: the pause in typing sends it (a click after the answer
      // would rightly send it again).
      await popup.queryBox().fill(`patience ${index}`);
      await expect(notice(popup)).toContainText(sentence);
      for (const link of links) {
        await expect(notice(popup).getByRole('link', { name: link })).toBeVisible();
      }
      if (!links.includes(DASHBOARD)) {
        await expect(notice(popup).getByRole('link', { name: DASHBOARD })).toHaveCount(0);
      }
      // Sent once, never again by itself: each try costs a credit.
      expect(searchRequests(server) - before).toBe(1);
    });
  }
});

test('a spent daily limit is named with its figure and time, and nothing is sent until then', async ({
  page,
  server,
  extensionId,
  serviceWorker,
  configure,
}) => {
  server.faults!.next({ kind: 'daily-cap', limit: 500 }, { route: 'search' });
  await configure();
  const popup = await openPopup(page, extensionId);
  await popup.search('patience');
  await expect(popup.offlineNotice()).toContainText(
    /Today’s limit of 500 requests is reached; searches resume at \d{1,2}:\d{2}( [AP]M)?\.$/,
  );
  const sent = searchRequests(server);
  await popup.search('mercy');
  await expect(popup.offlineNotice()).toContainText('Today’s limit of 500 requests is reached');
  expect(searchRequests(server)).toBe(sent);
  const { storage } = await readExtensionState(serviceWorker);
  expect(storage.rateLimit).toMatchObject({ code: 'DAILY_LIMIT_EXCEEDED', limit: 500 });
});

test('a search address without /v1 answers 404 on the real layout: the popup says what to type', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  await configure({ searchBaseUrl: server.url });
  const popup = await openPopup(page, extensionId);
  await popup.queryBox().fill('patience');
  await expect(popup.alert()).toContainText(
    `The search address answered 404 (not found). The Hadith service’s routes are under /v1: set the search base URL to \u2066${server.url}/v1\u2069 in the options.`,
  );
  await expect(popup.alert().getByRole('link', { name: 'Open options' })).toBeVisible();
  expect(server.stats.byPath['/hadiths/search']).toBe(1);
});

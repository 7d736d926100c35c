import type { RunningServer } from '../../server/app';
import { locate } from '../flows/chromium-driver';
import { REFERENCE_CARDS } from '../flows/targets';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { ReaderPage } from './pages/reader-page';

/**
 * References typed anywhere a query is ("bukhari 1"), "Read in its book" and
 * the reader, and the new tab drawing from chosen collections, against the
 * local service's production wire, which has the routes (/v1/hadiths,
 * /v1/collections, /v1/hadiths/daily). The bare wire, which has none of them,
 * is references-bare-wire.spec.ts.
 */

/** Requests for hadiths by reference or by book. */
const listRequests = (server: RunningServer) => server.stats.byPath['/v1/hadiths'] ?? 0;

const REFERENCES: [query: string, reference: string][] = [
  ['bukhari 1', 'Sahih al-Bukhari · Book 1 · Hadith 1'],
  ['Sahih al-Bukhari 7', 'Sahih al-Bukhari · Book 1 · Hadith 7'],
  ['al-bukhari 52', 'Sahih al-Bukhari · Book 2 · Hadith 52'],
  ['bukhari:5', 'Sahih al-Bukhari · Book 1 · Hadith 5'],
  ['bukahri 2', 'Sahih al-Bukhari · Book 1 · Hadith 2'],
  ['البخاري 3', 'Sahih al-Bukhari · Book 1 · Hadith 3'],
  ['صحيح مسلم 100', 'Sahih Muslim · Book 1 · Hadith 100'],
  ['https://sunnah.com/bukhari:4', 'Sahih al-Bukhari · Book 1 · Hadith 4'],
  // sunnah.com's place in a book: book 1's 8th hadith, Talha b. 'Ubaidullah's (Muslim 11a).
  ['sunnah.com/muslim/1/8', 'Sahih Muslim · Book 1 · Hadith 100'],
  ['abu dawud 200', 'Sunan Abi Dawud · Book 1 · Hadith 200'],
  ['abudawud 201', 'Sunan Abi Dawud · Book 1 · Hadith 201'],
  // Its introduction, book 0, which the service cannot page through: no reader for it.
  ['ibn majah 12', 'Sunan Ibn Majah · Book 0 · Hadith 12'],
  ['tirmidhi 5', 'Jami` at-Tirmidhi · Book 1 · Hadith 5'],
  ['nasai 3', "Sunan an-Nasa'i · Book 1 · Hadith 3"],
  ['malik 2', 'Muwatta Malik · Book 1 · Hadith 2'],
];

test.describe('on the production wire', () => {
  test('each reference opens its hadith with one request, and again with none', async ({
    page,
    server,
    extensionId,
    configure,
  }) => {
    await configure();
    const popup = new PopupPage(page, extensionId);
    await popup.goto();
    const cards = locate(page, REFERENCE_CARDS.references);
    for (const [query, reference] of REFERENCES) {
      const before = listRequests(server);
      await popup.search(query);
      await expect(cards.first(), query).toHaveText(new RegExp(`^${escape(reference)}`));
      expect(listRequests(server), query).toBe(before + 1);
    }
    // Opened again: from the cache.
    const before = listRequests(server);
    await popup.search('Bukhari 1');
    await expect(cards.first()).toHaveText(/^Sahih al-Bukhari · Book 1 · Hadith 1/);
    expect(listRequests(server)).toBe(before);
    // No text search was sent for any of them.
    expect(server.stats.byPath['/v1/hadiths/search'] ?? 0).toBe(0);
  });

  test('the results page, as the address bar and the context menu open it, opens a reference too', async ({
    page,
    server,
    extensionId,
    configure,
  }) => {
    await configure();
    await page.goto(
      `chrome-extension://${extensionId}/results.html?q=${encodeURIComponent('Muslim 100')}`,
    );
    await expect(locate(page, REFERENCE_CARDS.references).first()).toHaveText(
      /^Sahih Muslim · Book 1 · Hadith 100/,
    );
    await expect(locate(page, REFERENCE_CARDS.note)).toContainText('Sahih Muslim 100');
    expect(listRequests(server)).toBe(1);
  });

  test('a number past the end is said plainly, and the words can be searched instead', async ({
    page,
    server,
    extensionId,
    configure,
  }) => {
    await configure();
    const popup = new PopupPage(page, extensionId);
    await popup.goto();
    await popup.search('bukhari 99999');
    await expect(locate(page, REFERENCE_CARDS.empty)).toHaveText(
      'Sahih al-Bukhari has no hadith 99999.',
    );
    await locate(page, REFERENCE_CARDS.textInstead).click();
    // Its words, searched as text: whatever they match, it is no reference now.
    await expect.poll(() => server.stats.byPath['/v1/hadiths/search'] ?? 0).toBe(1);
    await expect(locate(page, REFERENCE_CARDS.note)).toHaveCount(0);
    await expect(page.getByText('No hadiths match “bukhari 99999”.')).toBeVisible();
    // A bare number and a word stay searches.
    await popup.search('patience');
    await expect(popup.pageStatus()).toHaveText(/results$/);
    await expect(locate(page, REFERENCE_CARDS.note)).toHaveCount(0);
  });

  test('"Read in its book" on a new tab’s hadith opens its book, which pages on into the next book', async ({
    page,
    server,
    extensionId,
    configure,
  }) => {
    await configure();
    const newTab = new NewTabPage(page);
    // A hadith of a collection of many books (the bundled forties have one each).
    await expect
      .poll(
        async () => {
          await newTab.goto();
          return newTab.reference().innerText();
        },
        { timeout: 30_000, intervals: [500] },
      )
      .not.toMatch(/^Forty Hadith/);
    const shown = (await newTab.reference().innerText()).trim();
    await locate(page, REFERENCE_CARDS.readInBook).click();

    const reader = new ReaderPage(page, extensionId);
    await expect(reader.current()).toHaveText(new RegExp(`^${escape(shown)}`));
    const book = Number(/Book (\d+)/.exec(shown)![1]);
    // In order: each hadith's number is above the one before.
    const numbers = (await reader.references()).map((line) =>
      Number(/Hadith (\d+)/.exec(line)![1]),
    );
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // Page on to the end of the book (a hundred a page), then into the next. Each turn is
    // waited for: PageDown on a book's last page opens the next book.
    for (let turns = 0; (await reader.nextPage().isEnabled()) && turns < 20; turns++) {
      const before = await reader.position().innerText();
      await page.keyboard.press('PageDown');
      await expect(reader.position()).not.toHaveText(before);
    }
    const lastBook = Number(/ of (\d+) ·/.exec(await reader.position().innerText())![1]);
    if (book === lastBook) {
      await expect(reader.nextBook()).toBeDisabled();
      return;
    }
    await reader.nextBook().click();
    await expect.poll(async () => (await reader.references())[0]).toMatch(` · Book ${book + 1} · `);
    await expect(reader.position()).toContainText(`Book ${book + 1} of `);
    expect(server.stats.byPath['/v1/hadiths/search'] ?? 0).toBe(0);
  });

  test('the reader marks the hadith it opened at, and moves through the book with the keys', async ({
    page,
    server,
    extensionId,
    configure,
  }) => {
    await configure();
    const reader = new ReaderPage(page, extensionId);
    await reader.goto('?c=Sahih%20al-Bukhari&b=2&h=30&id=1003000');
    await expect(reader.title()).toHaveText('Belief');
    await expect(reader.position()).toHaveText('Book 2 of 97 · Hadiths 1–51 of 51 in this book');
    await expect(reader.current()).toHaveText(/^Sahih al-Bukhari · Book 2 · Hadith 30/);
    await page.keyboard.press('ArrowRight');
    await expect(reader.current()).toHaveText(/^Sahih al-Bukhari · Book 2 · Hadith 31/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(reader.current()).toHaveText(/^Sahih al-Bukhari · Book 2 · Hadith 29/);
    expect(listRequests(server)).toBe(1);
    // The address follows, so a reload returns here, from the cache.
    await page.reload();
    await expect(reader.current()).toHaveText(/^Sahih al-Bukhari · Book 2 · Hadith 29/);
    expect(listRequests(server)).toBe(1);
  });

  test('the reader says plainly what an address does not name, at one request at most', async ({
    page,
    server,
    extensionId,
    configure,
  }) => {
    await configure();
    const reader = new ReaderPage(page, extensionId);
    await reader.goto('?c=bukhari&b=0');
    await expect(reader.alert()).toContainText('does not name a book of a collection');
    await reader.goto('?c=bukhari&b=1000000000');
    await expect(reader.alert()).toContainText('does not name a book of a collection');
    expect(listRequests(server)).toBe(0);
    await reader.goto('?c=bukhari&b=999');
    await expect(page.locator('.empty')).toHaveText('Sahih al-Bukhari has no book 999.');
    expect(listRequests(server)).toBe(1);
    await reader.goto('?c=no%20such%20collection&b=1');
    await expect(reader.alert()).toHaveText(
      'The service has no collection called “no such collection”.',
    );
    expect(listRequests(server)).toBe(1);
  });

  test('the new tab, limited to one collection in the options, shows only that collection', async ({
    page,
    server,
    extensionId,
    configure,
  }) => {
    await configure();
    const options = new OptionsPage(page, extensionId);
    await options.goto();
    await page.getByRole('checkbox', { name: 'Forty Hadith of an-Nawawi' }).check();
    await expect(page.locator('#new-tab-heading ~ .saved')).toHaveText('Saved.');
    const newTab = new NewTabPage(page);
    // Hadiths planned before the choice may show first; then only An-Nawawi's.
    await expect
      .poll(
        async () => {
          await newTab.goto();
          return newTab.reference().innerText();
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toMatch(/^Forty Hadith of an-Nawawi · /);
    for (let tab = 0; tab < 3; tab++) {
      await newTab.goto();
      await expect(newTab.reference()).toHaveText(/^Forty Hadith of an-Nawawi · /);
    }
    // The pool refills from the service's An-Nawawi only.
    await expect
      .poll(() =>
        server.stats.received.some(
          ({ url }) => url.includes('/random?') && url.includes('collection=nawawi'),
        ),
      )
      .toBe(true);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('sunnah.com/muslim/1/8 opens the 8th hadith of book 1, said as a place in the book; one past its end says there is none', async ({
  page,
  extensionId,
  configure,
}) => {
  await configure();
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search('https://sunnah.com/muslim/1/8');
  await expect(locate(page, REFERENCE_CARDS.references).first()).toHaveText(
    /^Sahih Muslim · Book 1 · Hadith 100/,
  );
  await expect(
    page
      .locator('main')
      .getByText(/Talha b\. 'Ubaidullah/)
      .first(),
  ).toBeVisible();
  await expect(locate(page, REFERENCE_CARDS.note)).toContainText(
    'Read as the reference Sahih Muslim, book 1, hadith 8 of the book.',
  );
  await popup.search('sunnah.com/muslim/1/999');
  await expect(page.getByText('Sahih Muslim has no hadith 999 in book 1.')).toBeVisible();
});

test('sunnah.com’s numbers: "muslim 8a" and sunnah.com/muslim:8a open the hadith of Jibril’s question, whose card says both numbers', async ({
  page,
  extensionId,
  configure,
}) => {
  await configure();
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  for (const query of ['muslim 8a', 'https://sunnah.com/muslim:8a']) {
    await popup.search(query);
    // The other numbering as one unit in either direction (U+2068 … U+2069).
    await expect(locate(page, REFERENCE_CARDS.references)).toHaveText([
      'Sahih Muslim · Book 1 · Hadith 93 (sunnah.com: \u20688a\u2069)',
    ]);
    await expect(
      page
        .locator('main')
        .getByText(/Yahya b\. Ya'mur/)
        .first(),
    ).toBeVisible();
    await expect(locate(page, REFERENCE_CARDS.note)).toContainText(
      'Read as sunnah.com’s reference Sahih Muslim 8a.',
    );
  }
  await popup.search('muslim 99999z');
  await expect(page.getByText('Sahih Muslim has no hadith 99999z.')).toBeVisible();
});

test('a service whose records do not carry sunnah.com’s number: "muslim 8a" says it numbers the collection otherwise, and offers the text search', async ({
  page,
  context,
  server,
  extensionId,
  configure,
}) => {
  await configure();
  // As the real service answers (3ffd598): the database's records without `metadata`.
  await context.route(`${server.url}/v1/hadiths?*`, async (route) => {
    const response = await route.fetch();
    const body = JSON.stringify(await response.json()).replace(/"metadata":\{[^}]*\},?/g, '');
    await route.fulfill({ response, body });
  });
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search('muslim 8a');
  await expect(
    page.getByText(
      'This service numbers Sahih Muslim otherwise: sunnah.com’s Sahih Muslim 8a cannot be found by its number here.',
    ),
  ).toBeVisible();
  await expect(locate(page, REFERENCE_CARDS.references)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search the text instead' })).toBeVisible();
});

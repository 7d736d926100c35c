import { expect } from '@playwright/test';
import type { RunningServer, ServerOptions } from '../../server/app';
import { localServiceSettings } from '../../scripts/launch-extension';
import type { ExtensionBrowser, Tab } from './driver';
import {
  FAVOURITES,
  NEW_TAB,
  OPTIONS,
  POPUP,
  READER,
  REFERENCE,
  REFERENCE_CARDS,
  REVIEW,
  EXPLANATION,
  pageFigures,
} from './targets';
import { testExplanation } from './explanations';

/**
 * The extension's core flows, each as a person goes through it, written once
 * and run in Chromium and in Firefox against the local service (TESTING.md,
 * "The same flows in Chromium and Firefox").
 */

export interface FlowContext {
  browser: ExtensionBrowser;
  server: RunningServer;
  apiKey: string;
}

export interface Flow {
  title: string;
  /** The local service's options for this flow. */
  serverOptions?: Partial<ServerOptions>;
  /** The browser's interface language (`ar`); default: the system's (English here). */
  locale?: string;
  run(context: FlowContext): Promise<void>;
}

const FIRST_PAGE = /^Page 1 of \d+ · [\d,]+ results$/;
/** The collections bundled for offline use (README.md, Data): any other came from the service. */
const BUNDLED = /^Forty Hadith (of an-Nawawi|Qudsi) · /;

/** Muslim 8a's reference line in an Arabic interface: the service's number, then sunnah.com's. */
const ARABIC_MUSLIM_8A =
  /^\u2068?صحيح مسلم\u2069? · الكتاب 1 · الحديث 93 \(sunnah\.com: \u2068?8a\u2069?\)$/;
/** "Read in its book" on a reference's card, in any language: the reader's link that is not the collection's. */
const ARABIC_READ_IN_BOOK = {
  css: 'ul.reference-list > li a[href*="reader.html"]:not(.collection-link)',
};

/** Every search request the service received, on either route. */
export function searchRequests(server: RunningServer): number {
  const { byPath } = server.stats;
  return (byPath['/v1/hadiths/search'] ?? 0) + (byPath['/hadiths/search'] ?? 0);
}

async function search(popup: Tab, query: string): Promise<void> {
  await popup.fill(POPUP.query, query);
  await popup.click(POPUP.search);
}

/** The same, through targets that hold in every interface language. */
async function searchAnyLanguage(popup: Tab, query: string): Promise<void> {
  await popup.fill({ css: 'form[role="search"] input[type="search"]' }, query);
  await popup.click({ css: 'form[role="search"] button[type="submit"]' });
}

/** A new tab, once its hadith is shown: Arabic, and a reference line. */
async function newTabWithHadith(browser: ExtensionBrowser): Promise<Tab> {
  const tab = await browser.openNewTab();
  await expect.poll(() => tab.text(NEW_TAB.reference)).toMatch(REFERENCE);
  await expect.poll(() => tab.text(NEW_TAB.arabic)).not.toBe('');
  return tab;
}

/** Stars the hadith `tab` shows, and waits for its star to say so. */
async function starShown(tab: Tab): Promise<void> {
  await tab.click(NEW_TAB.favourite);
  await expect.poll(() => tab.attribute(NEW_TAB.favourite, 'aria-pressed')).toBe('true');
}

/**
 * Spends the key's allowance from outside the extension, so that the
 * extension's next request is answered 429 (the extension itself stops
 * before the limit when the service says none is left).
 */
async function spendAllowance(server: RunningServer, apiKey: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await fetch(`${server.url}/v1/hadiths/search?q=prayer`, {
      headers: { Authorization: `Bearer ${apiKey}` },
    });
    await response.body?.cancel();
    if (response.status === 429) return;
  }
  throw new Error('the service never answered 429');
}

/**
 * Flows that read the service's answers and error bodies, and pass through what
 * differs between Firefox's builds (the background's kind, the permissions asked
 * on saving): run on both wires in Chromium (tests/e2e/core-flows.spec.ts) and
 * in both Firefox builds (tests/firefox/core-flows.spec.ts).
 */
export const CORE_FLOWS: readonly Flow[] = [
  {
    title: 'a key and addresses typed in the options and saved bring a hadith to the new tab',
    async run({ browser, server, apiKey }) {
      const options = await browser.openPage(OPTIONS.path);
      await options.fill(OPTIONS.apiKey, apiKey);
      await options.fill(OPTIONS.apiBaseUrl, server.url);
      await options.fill(OPTIONS.searchBaseUrl, `${server.url}/v1`);
      await options.click(OPTIONS.save);
      // Saved, the page says the key is untested, and asks the address (without the key)
      // whether the service answers there.
      await expect
        .poll(() => options.text(OPTIONS.status))
        .toBe(
          `Saved. The key was not tested: Test checks it with one request. The service at ${new URL(server.url).host} answers.`,
        );

      const newTab = await newTabWithHadith(browser);
      expect(await newTab.count(NEW_TAB.alert)).toBe(0);
      // The saved key starts filling the pool of hadiths for the next tabs.
      await expect
        .poll(() => server.stats.byPath['/v1/hadiths/random'] ?? 0)
        .toBeGreaterThanOrEqual(1);
    },
  },
  {
    title: 'new tabs show hadiths from the service, and still show one once it stops',
    async run({ browser, server, apiKey }) {
      await browser.configure(localServiceSettings(server.url, apiKey));
      // The first tabs may show the bundled collection while the pool fills; a hadith of
      // any other collection, with no line saying why a saved one is shown, is the service's.
      await expect(async () => {
        const tab = await newTabWithHadith(browser);
        const reference = await tab.text(NEW_TAB.reference);
        const notices = await tab.count(NEW_TAB.serviceNotice);
        await tab.close();
        expect(reference).not.toMatch(BUNDLED);
        expect(notices).toBe(0);
      }).toPass();
      expect(server.stats.byPath['/v1/hadiths/random'] ?? 0).toBeGreaterThanOrEqual(1);

      await server.close();
      for (let tab = 0; tab < 3; tab++) await newTabWithHadith(browser);
    },
  },
  {
    title: 'search pages forward and back, and a page or query seen before comes from the cache',
    async run({ browser, server, apiKey }) {
      await browser.configure(localServiceSettings(server.url, apiKey));
      const popup = await browser.openPage(POPUP.path);

      await search(popup, 'intentions');
      await expect.poll(() => popup.text(POPUP.pageStatus)).toMatch(FIRST_PAGE);
      const firstStatus = (await popup.text(POPUP.pageStatus))!;
      expect(pageFigures(firstStatus).totalPages).toBeGreaterThan(1);
      const firstPage = await popup.texts(POPUP.references);
      expect(firstPage.length).toBeGreaterThan(0);

      await popup.click(POPUP.next);
      const secondStatus = firstStatus.replace(/^Page 1 /, 'Page 2 ');
      await expect.poll(() => popup.text(POPUP.pageStatus)).toBe(secondStatus);
      const secondPage = await popup.texts(POPUP.references);
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.filter((reference) => firstPage.includes(reference))).toEqual([]);
      const requestsBeforePrev = searchRequests(server);

      await popup.click(POPUP.prev);
      await expect.poll(() => popup.text(POPUP.pageStatus)).toBe(firstStatus);
      expect(await popup.texts(POPUP.references)).toEqual(firstPage);
      expect(searchRequests(server)).toBe(requestsBeforePrev);

      // Another query, then the first again, spelt another way: from the cache.
      await search(popup, 'honey');
      await expect.poll(() => popup.text(POPUP.pageStatus)).toBe('Page 1 of 6 · 104 results');
      const requestsBeforeRepeat = searchRequests(server);
      expect(requestsBeforeRepeat).toBe(requestsBeforePrev + 1);
      await search(popup, '  INTENTIONS ');
      await expect.poll(() => popup.texts(POPUP.references)).toEqual(firstPage);
      expect(await popup.text(POPUP.pageStatus)).toBe(firstStatus);
      expect(searchRequests(server)).toBe(requestsBeforeRepeat);
    },
  },
  {
    title: 'while the service answers 429 the popup says until when, sends nothing, then recovers',
    // Two requests per twelve-second window, which opens at the key's first request: long
    // enough for the searches made while it lasts, on a loaded machine (six was not).
    serverOptions: { rate: { limit: 2, windowSeconds: 12 } },
    async run({ browser, server, apiKey }) {
      // The new tab's pool asks an address that does not answer, so only searches meet the limit.
      await browser.configure({
        ...localServiceSettings(server.url, apiKey),
        apiBaseUrl: 'http://127.0.0.1:9',
      });
      const popup = await browser.openPage(POPUP.path);
      await spendAllowance(server, apiKey);
      const searchesBefore = searchRequests(server);

      await search(popup, 'intentions');
      // Results held on this device stand in, labelled with the reason and its time.
      const waiting = { css: '[role="status"]', hasText: 'Waiting until' } as const;
      await expect.poll(() => popup.text(waiting)).toMatch(/Offline results.*Waiting until \d/);
      // That search reached the service and was refused.
      expect(searchRequests(server)).toBe(searchesBefore + 1);
      const requestsWhileWaiting = server.stats.requests;

      for (const query of ['fasting', 'patience']) {
        await search(popup, query);
        await expect.poll(() => popup.count(waiting)).toBe(1);
      }
      expect(server.stats.requests).toBe(requestsWhileWaiting);

      // The popup retries by itself once the window is over.
      await expect.poll(() => popup.count(POPUP.offlineNotice), { timeout: 20_000 }).toBe(0);
      expect(await popup.count(POPUP.alert)).toBe(0);
      await expect.poll(() => popup.text(POPUP.pageStatus)).toMatch(FIRST_PAGE);
      expect(await popup.count(POPUP.results)).toBeGreaterThan(0);
      // Only the search on screen is retried, and once.
      expect(searchRequests(server)).toBe(searchesBefore + 2);
    },
  },
  {
    title:
      'hadiths learnt are counted on the toolbar icon, and reviews answered count it down to nothing',
    async run({ browser, server, apiKey }) {
      await browser.configure(localServiceSettings(server.url, apiKey));
      const none = { badge: '', title: 'Search hadiths' };
      const tab = await newTabWithHadith(browser);
      expect(await browser.toolbarIcon()).toEqual(none);
      await tab.click(NEW_TAB.learn);
      await expect.poll(() => browser.toolbarIcon()).toEqual({ badge: '1', title: '1 review due' });
      const before = await tab.text(NEW_TAB.reference);
      await tab.click(NEW_TAB.another);
      await expect.poll(() => tab.text(NEW_TAB.reference)).not.toBe(before);
      await tab.click(NEW_TAB.learn);
      await expect
        .poll(() => browser.toolbarIcon())
        .toEqual({ badge: '2', title: '2 reviews due' });

      // Easy puts each off for days: the count goes down with each answer.
      const review = await newTabReviewing(browser);
      for (const left of [{ badge: '1', title: '1 review due' }, none]) {
        await review.press(' ');
        await expect.poll(() => review.count(REVIEW.answers)).toBe(4);
        await review.press('4');
        await expect.poll(() => browser.toolbarIcon()).toEqual(left);
        if (left !== none) await review.click(REVIEW.next);
      }
    },
  },
];

/**
 * New tabs opened until one reviews a learnt hadith (never two in a row): a tab
 * learns of the cards from the plan the tab before it was answered, so they
 * are opened, at expect.poll's growing intervals, until one does.
 */
async function newTabReviewing(browser: ExtensionBrowser): Promise<Tab> {
  let review: Tab | null = null;
  await expect
    .poll(
      async () => {
        const opened = await newTabWithHadith(browser);
        if ((await opened.count(REVIEW.kicker)) > 0) review = opened;
        return review !== null;
      },
      { message: 'a new tab reviews a learnt hadith', timeout: 15_000 },
    )
    .toBe(true);
  return review!;
}

/**
 * Flows through what the browser keeps and does on its own: the bundled
 * hadiths with no service, favourites across a restart, reviews, storage.sync.
 * The service's wire and the build's kind of background play no part in them:
 * they run on production's wire in Chromium (tests/e2e/device-flows.spec.ts)
 * and in Firefox's MV3 build (tests/firefox/device-flows.spec.ts).
 */
export const DEVICE_FLOWS: readonly Flow[] = [
  {
    title: 'with the service never reached, a new tab shows a hadith and says it is offline',
    async run({ browser, server, apiKey }) {
      // Stopped before the extension knows it: nothing is ever fetched.
      await server.close();
      await browser.configure(localServiceSettings(server.url, apiKey));
      for (let tab = 0; tab < 2; tab++) {
        const newTab = await newTabWithHadith(browser);
        await expect.poll(() => newTab.text(NEW_TAB.translation)).not.toBe('');
        await expect.poll(() => newTab.text(NEW_TAB.serviceNotice)).toContain('Offline');
      }
    },
  },
  {
    title: 'a hadith starred on the new tab is in Favourites, and still is after a browser restart',
    async run({ browser, server, apiKey }) {
      await browser.configure(localServiceSettings(server.url, apiKey));
      const newTab = await newTabWithHadith(browser);
      const reference = (await newTab.text(NEW_TAB.reference))!;
      await starShown(newTab);
      // The new tab's link leads to the Favourites page, in the same tab.
      await newTab.click(NEW_TAB.favouritesLink);
      await expect.poll(() => newTab.texts(FAVOURITES.references)).toEqual([reference]);

      await browser.restart();
      const after = await browser.openPage(FAVOURITES.path);
      await expect.poll(() => after.texts(FAVOURITES.references)).toEqual([reference]);
      expect(await after.text(FAVOURITES.count)).toBe('1 favourite');
    },
  },
  {
    title:
      'three hadiths starred and learnt come back as reviews on new tabs, one after another; Again and Good say their intervals, and the review page counts the answers',
    async run({ browser, server, apiKey }) {
      await browser.configure(localServiceSettings(server.url, apiKey));
      const first = await newTabWithHadith(browser);
      // Learn on the new tab stars the hadith too.
      await first.click(NEW_TAB.learn);
      await expect.poll(() => first.attribute(NEW_TAB.learning, 'aria-pressed')).toBe('true');
      expect(await first.attribute(NEW_TAB.favourite, 'aria-pressed')).toBe('true');
      // Two more starred, then learnt from the favourites page, all at once.
      for (let star = 0; star < 2; star++) {
        const before = await first.text(NEW_TAB.reference);
        await first.click(NEW_TAB.another);
        await expect.poll(() => first.text(NEW_TAB.reference)).not.toBe(before);
        await starShown(first);
      }
      const favourites = await browser.openPage(FAVOURITES.path);
      await expect.poll(() => favourites.count(FAVOURITES.cards)).toBe(3);
      await favourites.click(FAVOURITES.learnShown);
      // The two not learnt yet start; the first already is.
      await expect.poll(() => favourites.text(FAVOURITES.learnStatus)).toBe('Now learning: 2');

      // The next tab tells the background, and keeps the plan with the learnt cards for the one after.
      const review = await newTabReviewing(browser);
      const answer = async (key: '1' | '3', said: string) => {
        expect(await review!.count(REVIEW.hiddenNote)).toBe(1);
        await review!.press(' ');
        await expect.poll(() => review!.count(REVIEW.answers)).toBe(4);
        await review!.press(key);
        await expect.poll(() => review!.text({ role: 'status' })).toMatch(new RegExp(`^${said}`));
        expect(await review!.count(REVIEW.kicker)).toBe(0);
      };
      await answer('1', 'Again: the next review in 1 minute.');
      for (let next = 0; next < 2; next++) {
        await review!.click(REVIEW.next);
        await expect.poll(() => review!.count(REVIEW.kicker)).toBe(1);
        await answer('3', 'Good: the next review in 10 minutes.');
      }
      // Nothing more due: the tab shows its hadith.
      expect(await review!.count(REVIEW.next)).toBe(0);
      await expect.poll(() => review!.text(NEW_TAB.arabic)).not.toBe('');

      const reviews = await browser.openPage(REVIEW.path);
      await expect.poll(() => reviews.text(REVIEW.answeredToday)).toBe('3');
      expect(await reviews.count(REVIEW.items)).toBe(3);
    },
  },
  {
    title:
      'sync turns on, syncs a favourite into storage.sync, and turns off again, without an error',
    async run({ browser, server, apiKey }) {
      await browser.configure(localServiceSettings(server.url, apiKey));
      const newTab = await newTabWithHadith(browser);
      await starShown(newTab);
      const options = await browser.openPage(OPTIONS.path);
      await expect
        .poll(() => options.text(OPTIONS.syncStatus))
        .toBe('Off. Your favourites stay in this browser.');
      await options.click(OPTIONS.sync);
      await expect
        .poll(() => options.text(OPTIONS.syncStatus), { timeout: 15_000 })
        .toMatch(
          /^On: 1 favourite kept in this browser’s sync storage \([\d.]+ KB of its 100 KB\)\.\s*Your other browsers get them only while this browser is signed in with sync turned on/,
        );
      // The privacy text follows: with sync on, not everything stays in this browser.
      await expect.poll(() => options.text(OPTIONS.privacy)).toContain('With sync on');
      await options.click(OPTIONS.sync);
      await expect
        .poll(() => options.text(OPTIONS.syncStatus))
        .toBe('Off. Your favourites stay in this browser.');
      await expect
        .poll(() => options.text(OPTIONS.privacy))
        .toContain('Everything stays in this browser');
      expect(await browser.errors()).toEqual([]);
    },
  },
];

/**
 * Flows through the routes production has beyond the published contract
 * (/v1/hadiths): run on its wire only, in Chromium (tests/e2e/production-flows.spec.ts)
 * and in Firefox's MV3 build (tests/firefox/device-flows.spec.ts), which runs production's.
 */
export const PRODUCTION_FLOWS: readonly Flow[] = [
  {
    title:
      'a reference opens its hadith, and "Read in its book" its book, in order and on into the next; the contents, and a hadith by its number',
    async run({ browser, server, apiKey }) {
      await browser.configure(localServiceSettings(server.url, apiKey));
      const popup = await browser.openPage(POPUP.path);
      await search(popup, 'bukhari 7');
      await expect
        .poll(() => popup.text(REFERENCE_CARDS.references))
        .toBe('Sahih al-Bukhari · Book 1 · Hadith 7');
      expect(server.stats.byPath['/v1/hadiths']).toBe(1);

      // The popup opens the reader in a tab of its own: here, the same address in a new tab.
      const href = (await popup.attribute(REFERENCE_CARDS.readInBook, 'href'))!;
      const reader = await browser.openPage(href.slice(href.indexOf(READER.path)));
      await expect
        .poll(() => reader.text(READER.current))
        .toBe('Sahih al-Bukhari · Book 1 · Hadith 7');
      const numbers = (await reader.texts(READER.references)).map((line) =>
        Number(/Hadith (\d+)$/.exec(line)?.[1]),
      );
      expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7]);
      await reader.click(READER.nextBook);
      await expect
        .poll(() => reader.text(READER.position))
        .toBe('Book 2 of 97 · Hadiths 1–51 of 51 in this book');
      await expect
        .poll(() => reader.text(READER.current))
        .toBe('Sahih al-Bukhari · Book 2 · Hadith 8');
      await reader.press('ArrowRight');
      await expect
        .poll(() => reader.text(READER.current))
        .toBe('Sahih al-Bukhari · Book 2 · Hadith 9');
      // One request for the reference, one a page of a book; none for the search route.
      expect(server.stats.byPath['/v1/hadiths']).toBe(3);
      expect(server.stats.byPath['/v1/hadiths/search'] ?? 0).toBe(0);

      // The collection's contents, from the packaged table (no request), then a book of it.
      await reader.click(READER.contentsLink);
      await expect.poll(() => reader.count(READER.contents)).toBe(97);
      expect(server.stats.byPath['/v1/hadiths']).toBe(3);
      await reader.click({ css: '.contents-list > li:nth-child(3) a' });
      await expect.poll(() => reader.text(READER.title)).toBe('Knowledge');
      // "Go to hadith 50": the book holding it, opened at it.
      await reader.fill(READER.goTo, '50');
      await reader.press('Enter');
      await expect
        .poll(() => reader.text(READER.target))
        .toBe('Sahih al-Bukhari · Book 2 · Hadith 50');
      expect(await reader.text(READER.place)).toBe('Book 2');
    },
  },
  {
    title:
      'in Arabic: sunnah.com’s addresses open the hadiths sunnah.com shows; the reader’s bar, its next book, Back and its contents',
    locale: 'ar',
    async run({ browser, server, apiKey }) {
      await browser.configure(localServiceSettings(server.url, apiKey));
      const popup = await browser.openPage(POPUP.path);
      // sunnah.com's place in a book: book 1, its 8th hadith (Muslim 11a, Talha's).
      await searchAnyLanguage(popup, 'https://sunnah.com/muslim/1/8');
      await expect
        .poll(() => popup.text(REFERENCE_CARDS.references))
        .toMatch(
          /^\u2068?صحيح مسلم\u2069? · الكتاب 1 · الحديث 100 \(sunnah\.com: \u2068?11a\u2069?\)$/,
        );
      await expect.poll(() => popup.text(REFERENCE_CARDS.cards)).toMatch(/Talha b\. 'Ubaidullah/);
      // sunnah.com's number: Muslim 8a, the hadith of Jibril's question, both numbers on its card.
      for (const query of ['muslim 8a', 'https://sunnah.com/muslim:8a']) {
        await searchAnyLanguage(popup, query);
        await expect
          .poll(() => popup.texts(REFERENCE_CARDS.references))
          .toEqual([expect.stringMatching(ARABIC_MUSLIM_8A)]);
        await expect.poll(() => popup.text(REFERENCE_CARDS.cards)).toMatch(/Yahya b\. Ya'mur/);
      }

      const href = (await popup.attribute(ARABIC_READ_IN_BOOK, 'href'))!;
      const reader = await browser.openPage(href.slice(href.indexOf(READER.path)));
      await expect.poll(() => reader.text(READER.place)).toMatch(/^الكتاب 1 · /);
      await expect.poll(() => reader.text(READER.target)).toMatch(ARABIC_MUSLIM_8A);
      await reader.press(']');
      await expect.poll(() => reader.text(READER.place)).toMatch(/^الكتاب 2 · /);
      await reader.back();
      await expect.poll(() => reader.text(READER.place)).toMatch(/^الكتاب 1 · /);
      await expect.poll(() => reader.text(READER.target)).toMatch(ARABIC_MUSLIM_8A);
      // The header's link to the contents: Sahih Muslim's 56 books, then Back to the book.
      await reader.click({ css: '.reader-header a[href^="?c="]:last-of-type' });
      await expect.poll(() => reader.count(READER.contents)).toBe(56);
      expect(await reader.text(READER.title)).toBe('الفهرس');
      await reader.back();
      await expect.poll(() => reader.text(READER.place)).toMatch(/^الكتاب 1 · /);
    },
  },
  {
    title:
      'a result is explained, the second time from what is kept, and a search by meaning finds hadiths about parents',
    serverOptions: { explanations: [testExplanation(1000100)] },
    async run({ browser, server, apiKey }) {
      await server.ready('en', { meaning: true });
      await browser.configure(localServiceSettings(server.url, apiKey));
      const explained = () =>
        server.stats.received.filter(({ url }) => url.includes('/explain')).length;
      const popup = await browser.openPage(POPUP.path);
      await search(popup, 'bukhari 1');
      await expect
        .poll(() => popup.text(REFERENCE_CARDS.references))
        .toBe('Sahih al-Bukhari · Book 1 · Hadith 1');
      await popup.click(EXPLANATION.open);
      await popup.click(EXPLANATION.accept);
      await expect
        .poll(() => popup.texts(EXPLANATION.headings))
        .toEqual(['In short', 'Meaning', 'Context and terms', 'Legal note', 'Benefit', 'Notes']);
      await expect
        .poll(() => popup.text(EXPLANATION.provenance))
        .toContain('AI-generated by gpt-test (openai)');
      expect(explained()).toBe(1);
      await popup.press('Escape');
      await expect.poll(() => popup.count(EXPLANATION.panel)).toBe(0);
      await popup.click(EXPLANATION.open);
      await expect.poll(() => popup.texts(EXPLANATION.headings)).toHaveLength(6);
      expect(explained()).toBe(1);
      await popup.press('Escape');

      await popup.click(POPUP.byMeaning);
      await search(popup, 'being good to parents');
      await expect.poll(() => popup.count(POPUP.results)).toBe(20);
      const texts = await popup.texts(POPUP.results);
      expect(
        texts.filter((text) => /\b(parents?|mother|father)\b/i.test(text)).length,
      ).toBeGreaterThanOrEqual(10);
      expect(server.stats.byPath['/v1/hadiths/semantic-search']).toBe(1);
    },
  },
];

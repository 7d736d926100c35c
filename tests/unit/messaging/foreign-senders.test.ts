import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiClient } from '@/lib/service/api-client';
import { HadithError } from '@/lib/hadith-error';
import type { ProtocolMap } from '@/lib/messaging/contract';
import { registerHandlers, type MessageSender } from '@/lib/messaging/handlers';
import { createFavouritesHandlers } from '@/lib/favourites/background/handlers';
import { createNewTabHandlers } from '@/lib/new-tab/background/handlers';
import type { NewTabService } from '@/lib/new-tab/background/service';
import { createOptionsHandlers } from '@/lib/options/background/handlers';
import { createReaderHandlers } from '@/lib/reader/background/handlers';
import type { BookService } from '@/lib/reader/background/service';
import { createSearchHandlers } from '@/lib/search/background/handlers';
import type { SearchService } from '@/lib/search/background/service';
import type { Favourites } from '@/lib/favourites/background/store';
import type { FavouritesTransfer } from '@/lib/favourites/background/transfer';
import { createReviewsHandlers } from '@/lib/reviews/background/handlers';
import { createSyncHandlers } from '@/lib/sync/background/handlers';
import type { SyncEngine } from '@/lib/sync/background/engine';
import type { ReviewStore } from '@/lib/reviews/background/store';
import { createExplanationsHandlers } from '@/lib/explanations/background/handlers';
import type { ExplanationService } from '@/lib/explanations/background/service';

/**
 * Every message the background listens for is refused from a sender that is not one of
 * the extension's own pages, before it touches the service, the database or
 * the network: the handlers are built on spies that must stay uncalled.
 */

/** An object whose every method is a spy answering undefined. */
function spies<T extends object>(): T & { calls: () => number } {
  const made = new Map<string | symbol, ReturnType<typeof vi.fn>>();
  return new Proxy({} as T & { calls: () => number }, {
    get(_target, name) {
      if (name === 'calls')
        return () => [...made.values()].reduce((n, f) => n + f.mock.calls.length, 0);
      if (name === 'then') return undefined;
      if (!made.has(name))
        made.set(
          name,
          vi.fn(async () => undefined),
        );
      return made.get(name);
    },
  });
}

const search = spies<SearchService>();
const newTab = spies<NewTabService>();
const transfer = spies<FavouritesTransfer>();
const storedCounts = vi.fn();
const reviews = spies<ReviewStore>();
const reviewsPlan = vi.fn();
const sync = spies<SyncEngine>();
const favourites = spies<Favourites>();
const api = spies<ApiClient>();
const books = spies<BookService>();
const explanations = spies<ExplanationService>();
const bundledHadith = vi.fn();
const fetchSpy = vi
  .spyOn(globalThis, 'fetch')
  .mockRejectedValue(new TypeError('unit tests reach no network'));

// As entrypoints/background.ts registers them.
const handlers = {
  ...createSearchHandlers(search),
  ...createNewTabHandlers(newTab),
  ...createOptionsHandlers({ storedCounts, api, bundledHadith }),
  ...createFavouritesHandlers({ favourites, transfer }),
  ...createReaderHandlers(books),
  ...createReviewsHandlers({ store: reviews, favourites, plan: reviewsPlan }),
  ...createSyncHandlers(sync),
  ...createExplanationsHandlers(explanations),
};
const stopListening = registerHandlers(handlers);
afterAll(() => stopListening());

/** Delivers a message as the browser would from `sender`; resolves to the error it answers, or null. */
function deliver(type: keyof ProtocolMap, data: unknown, sender: MessageSender): Promise<unknown> {
  return new Promise((resolve) => {
    const message = { id: 1, type, data, timestamp: Date.now() };
    void fakeBrowser.runtime.onMessage.trigger(message, sender, (response: { err?: unknown }) =>
      resolve(response.err === undefined ? null : HadithError.from(response.err)),
    );
  });
}

/** Data each handler would accept from a page, so only the sender can make it refuse. */
const hadith = {
  id: 1,
  collection: 'Sahih al-Bukhari',
  collectionId: 1,
  bookNumber: 1,
  hadithNumber: 1,
  arabicText: 'نص',
  translation: 'text',
  language: 'en',
  translationLanguage: 'en',
  grades: [],
};
const DATA: Record<keyof typeof handlers, unknown> = {
  search: { query: 'patience', language: 'en', page: 1, limit: 20 },
  prefetchSearch: { query: 'patience', language: 'en', page: 2, limit: 20 },
  searchCollections: undefined,
  newTabShown: { shown: null, dailyFor: null, today: '2026-01-01' },
  setFavourite: { hadith, favourite: true },
  favouritesAmong: { ids: [1] },
  recentHadiths: { limit: 20 },
  clearCache: undefined,
  checkKey: { apiKey: 'sk_mumin_key', apiBaseUrl: 'https://evil.example', language: 'en' },
  probeAddress: 'https://evil.example',
  storedCounts: undefined,
  exportFavourites: undefined,
  importFavourites: { file: { version: 1, favourites: [] }, job: 'a' },
  cancelImport: { job: 'a' },
  welcomeHadith: undefined,
  favouritesPage: { filter: '', offset: 0, limit: 20 },
  setFavouriteNote: { id: 1, note: 'a note' },
  restoreFavourite: { ...hadith, savedAt: 1 },
  readBook: { collection: 'bukhari', book: 1, language: 'en' },
  collectionContents: { collection: 'bukhari' },
  learnFavourites: { ids: [1] },
  learnHadith: { hadith, at: 1 },
  stopLearning: { ids: [1] },
  learningAmong: { ids: [1] },
  resetReview: { id: 1, at: 1 },
  answerReview: { id: 1, rating: 3, at: 1, day: '2026-01-01' },
  reviewOverview: { now: 1, today: '2026-01-01' },
  setSyncEnabled: { enabled: true },
  syncNow: undefined,
  earlierNotes: { ids: [1] },
  explainHadith: { hadithId: 1, language: 'en' },
  storedExplanation: { hadithId: 1, language: 'en' },
  reportExplanation: { hadithId: 1, message: 'The legal note is wrong' },
};

const FOREIGN: [string, MessageSender][] = [
  ['another extension', { id: 'other-id', url: 'chrome-extension://other-id/popup.html' }],
  [
    'a content script (our id, a web page)',
    { id: fakeBrowser.runtime.id, url: 'https://example.com/' },
  ],
  [
    'a web page claiming our URL',
    { id: 'other-id', url: fakeBrowser.runtime.getURL('/popup.html') },
  ],
  [
    'a lookalike URL',
    { id: fakeBrowser.runtime.id, url: `chrome-extension://${fakeBrowser.runtime.id}.evil/` },
  ],
  ['a sender without a URL', { id: fakeBrowser.runtime.id }],
  ['a sender without anything', {}],
];

afterEach(() => vi.clearAllMocks());

describe('every registered handler', () => {
  it('is covered here', () => {
    expect(Object.keys(DATA).sort()).toEqual(Object.keys(handlers).sort());
  });

  const cases = Object.keys(handlers).flatMap((name) =>
    FOREIGN.map(([who, sender]) => [name as keyof typeof handlers, who, sender] as const),
  );
  it.each(cases)('%s refuses %s, and does nothing', async (name, _who, sender) => {
    const error = await deliver(name, DATA[name], sender);
    expect(error).toBeInstanceOf(HadithError);
    expect(error).toMatchObject({ kind: 'forbidden' });
    expect(
      search.calls() +
        newTab.calls() +
        transfer.calls() +
        storedCounts.mock.calls.length +
        favourites.calls() +
        reviews.calls() +
        sync.calls() +
        reviewsPlan.mock.calls.length +
        api.calls() +
        books.calls() +
        explanations.calls(),
    ).toBe(0);
    expect(bundledHadith).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each(Object.keys(handlers) as (keyof typeof handlers)[])(
    '%s answers our own page',
    async (name) => {
      bundledHadith.mockResolvedValue(hadith);
      const sender = {
        id: fakeBrowser.runtime.id,
        url: fakeBrowser.runtime.getURL('/options.html'),
      };
      const error = await deliver(name, DATA[name], sender);
      expect(error === null || (error as HadithError).kind !== 'forbidden').toBe(true);
    },
  );
});

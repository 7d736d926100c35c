import { createApiClient } from '@/lib/service/api-client';
import { openDatabase } from '@/lib/storage/db';
import { createHadithCache } from '@/lib/storage/hadith-cache';
import { bundledHadiths } from '@/lib/hadith/bundled-collection';
import { randomBundledHadith, registerFirstRun } from '@/lib/options/background/first-run';
import { createLocalSearch } from '@/lib/search/background/local-search';
import { registerHandlers } from '@/lib/messaging/handlers';
import { startNewTabBackground } from '@/lib/new-tab/background/background';
import { createFavouritesHandlers } from '@/lib/favourites/background/handlers';
import { createFavourites } from '@/lib/favourites/background/store';
import { createFavouritesTransfer } from '@/lib/favourites/background/transfer';
import { createOptionsHandlers } from '@/lib/options/background/handlers';
import { createReviewsHandlers } from '@/lib/reviews/background/handlers';
import { startReviews } from '@/lib/reviews/background/reviews';
import { startReviewBadge } from '@/lib/reviews/background/badge';
import { createSyncEngine } from '@/lib/sync/background/engine';
import { createSyncHandlers } from '@/lib/sync/background/handlers';
import {
  createContextMenu,
  registerContextMenu,
  registerOmnibox,
} from '@/lib/search/background/entry-points';
import { createSearchHandlers } from '@/lib/search/background/handlers';
import { createSearchService } from '@/lib/search/background/service';
import { countStored } from '@/lib/storage/stored-counts';
import { createCollectionsKeeper } from '@/lib/service/collections';
import { createReaderHandlers } from '@/lib/reader/background/handlers';
import { createBookService } from '@/lib/reader/background/service';
import { createExplanationService } from '@/lib/explanations/background/service';
import { createExplanationsHandlers } from '@/lib/explanations/background/handlers';

export default defineBackground({
  type: 'module',
  main() {
    const db = openDatabase();
    const api = createApiClient();
    const cache = createHadithCache(db);
    const local = createLocalSearch(db, (language) => bundledHadiths(language));
    const collections = createCollectionsKeeper(api, Date.now);
    const service = createSearchService({ api, cache, local, collections });
    const favourites = createFavourites(db);
    const reviews = startReviews(db);
    startReviewBadge(reviews.store);
    const books = createBookService({ api, cache, collections, now: Date.now });
    const explanations = createExplanationService({ api, db, collections, now: Date.now });
    // Favourites, notes and reviews in step with the user's other browsers, when turned on.
    const sync = createSyncEngine({ db, books });
    browser.storage.onChanged.addListener((_changes, area) => {
      if (area === 'sync') sync.soon();
    });
    sync.soon();
    const newTab = startNewTabBackground({ db, api, cache, favourites, reviews: reviews.plan });
    registerHandlers({
      ...createSearchHandlers(service),
      ...newTab.handlers,
      ...createOptionsHandlers({
        storedCounts: () => countStored(db),
        api,
        bundledHadith: randomBundledHadith,
      }),
      ...createFavouritesHandlers({ favourites, transfer: createFavouritesTransfer(db) }),
      ...createReviewsHandlers({ store: reviews.store, favourites, plan: reviews.plan }),
      ...createReaderHandlers(books),
      ...createSyncHandlers(sync),
      ...createExplanationsHandlers(explanations),
    });
    registerFirstRun();
    registerOmnibox(local);
    registerContextMenu();
    browser.runtime.onInstalled.addListener(async () => {
      // An update may ship another bundle: index it afresh on the next offline search.
      await Promise.all([createContextMenu(), local.clearBundled()]);
    });
  },
});

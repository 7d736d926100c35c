import { createApiClient } from '@/lib/api-client';
import { openDatabase } from '@/lib/db';
import { createHadithCache } from '@/lib/hadith-cache';
import { bundledHadiths } from '@/lib/bundled-collection';
import { randomBundledHadith, registerFirstRun } from '@/lib/first-run';
import { createLocalSearch } from '@/lib/local-search';
import { createMessageHandlers, registerMessageHandlers } from '@/lib/message-handlers';
import { startNewTabBackground } from '@/lib/new-tab-background';
import { createOptionsHandlers, registerOptionsHandlers } from '@/lib/options-handlers';
import { createContextMenu, registerContextMenu, registerOmnibox } from '@/lib/search-entry-points';
import { createSearchService } from '@/lib/search-service';
import { createUserData } from '@/lib/user-data';

export default defineBackground({
  type: 'module',
  main() {
    const db = openDatabase();
    const api = createApiClient();
    const cache = createHadithCache(db);
    const local = createLocalSearch(db, (language) => bundledHadiths(language));
    const service = createSearchService({ api, cache, local });
    registerMessageHandlers(createMessageHandlers(service));
    registerOptionsHandlers(
      createOptionsHandlers({
        userData: createUserData(db),
        api,
        bundledHadith: randomBundledHadith,
      }),
    );
    registerFirstRun();
    registerOmnibox(local);
    registerContextMenu();
    browser.runtime.onInstalled.addListener(async () => {
      // An update may ship another bundle: index it afresh on the next offline search.
      await Promise.all([createContextMenu(), local.clearBundled()]);
    });
    startNewTabBackground({ db, api, cache });
  },
});

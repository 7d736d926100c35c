import { browser } from '#imports';
import type { ApiClient } from '../../service/api-client';
import type { HadithDatabase } from '../../storage/db';
import type { Favourites } from '../../favourites/background/store';
import type { ReviewsPlan } from '../../reviews/card';
import type { HadithCache } from '../../storage/hadith-cache';
import { createHadithPool } from './pool';
import type { Handlers } from '../../messaging/handlers';
import type { NewTabMessages } from '../messages';
import { createNewTabHandlers } from './handlers';
import { createNewTabService } from './service';
import { createPoolRefill, REFILL_ALARM, refillFailure } from './pool-refill';
import { forgetKeyBlock } from '../../service/rate-limit-state';
import * as settings from '../../storage/settings';

/**
 * Wires the new tab's background: the refill alarm, and the events that call
 * for a refill (install, browser start, settings saved). Listeners are added
 * synchronously so that they wake a stopped worker. Answers the handlers of
 * the new tab's messages, which the background registers with the others.
 */
export function startNewTabBackground(deps: {
  db: HadithDatabase;
  api: ApiClient;
  cache: HadithCache;
  favourites: Favourites;
  reviews: (now: number) => Promise<ReviewsPlan>;
}): { handlers: Handlers<NewTabMessages> } {
  const pool = createHadithPool(deps.db);
  const refill = createPoolRefill({ api: deps.api, pool, cache: deps.cache });
  const service = createNewTabService({
    db: deps.db,
    pool,
    refill,
    favourites: deps.favourites,
    reviews: deps.reviews,
    dailyHadith: (language) => deps.api.dailyHadith(language),
  });

  const refillSoon = () => void refill.schedule(Date.now());
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === REFILL_ALARM) void refill.run();
  });
  browser.runtime.onInstalled.addListener(refillSoon);
  browser.runtime.onStartup.addListener(refillSoon);

  // A new language replaces the pool; a new key, address or budget deserves a fresh try.
  settings.language.watch(async () => {
    await pool.keepOnly(await settings.effectiveLanguage());
    refillSoon();
  });
  // New collections replace the pool's hadiths of others, and fetch from them.
  settings.newTabCollections.watch(async (chosen) => {
    await pool.keepCollections(new Set(chosen.map(({ name }) => name)));
    await refillFailure.setValue(null);
    refillSoon();
  });
  settings.apiKey.watch(async () => {
    await forgetKeyBlock();
    await refillFailure.setValue(null);
    refillSoon();
  });
  for (const item of [settings.apiBaseUrl, settings.dailyRequestBudget]) {
    item.watch(async () => {
      await refillFailure.setValue(null);
      refillSoon();
    });
  }
  return { handlers: createNewTabHandlers(service) };
}

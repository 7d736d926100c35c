import type { LoadBundledRecords } from '../../hadith/bundled-collection';
import type { HadithDatabase } from '../../storage/db';
import { fallbackPicks } from './fallback-rotation';
import type { Favourites } from '../../favourites/background/store';
import { createHistory } from '../../storage/history';
import type { Hadith } from '../../hadith/hadith';
import type { HadithPool } from './pool';
import type { PreparedHadith } from '../../hadith/prepared-hadith';
import type { NewTabPlan, NewTabReport } from '../plan';
import type { ReviewsPlan } from '../../reviews/card';
import type { PoolRefill } from './pool-refill';
import { REFILL_SPACING_MS } from './pool-refill';
import { currentNotice } from './service-notice';
import * as settings from '../../storage/settings';
import { noteSavedServiceFailure } from '../../storage/browse-state';
import { savedServiceMissing } from '../../storage/missing-routes';
import { HadithError } from '../../hadith-error';

/**
 * The background's side of the new tab: what the next tabs show, what they
 * showed, the hadith of the day, favourites, and clearing the caches.
 */

/** Prepared hadiths handed to the page: the next tab's, and spares for "Another hadith" and tabs opened at once. */
export const UPCOMING_COUNT = 5;

export interface NewTabService {
  /** Records what a tab showed and answers what the next ones show. */
  report(report: NewTabReport): Promise<NewTabPlan>;
  /** The last `limit` hadiths new tabs showed, newest first, each marked if a favourite. */
  recent(limit: number): Promise<PreparedHadith[]>;
  /** Empties every cache (hadiths, search pages, pool, history, daily picks); never favourites. */
  clearCache(): Promise<void>;
}

export interface NewTabServiceDeps {
  db: HadithDatabase;
  pool: HadithPool;
  refill: PoolRefill;
  favourites: Favourites;
  /** The service's hadith of the day (production's /v1/hadiths/daily); absent: the first tab picks. */
  dailyHadith?: (language: string) => Promise<Hadith>;
  now?: () => number;
  loadBundled?: LoadBundledRecords;
  random?: () => number;
  /** The learnt favourites a tab may review, as of `now` (lib/reviews/). */
  reviews?: (now: number) => Promise<ReviewsPlan>;
}

export function createNewTabService(deps: NewTabServiceDeps): NewTabService {
  const { db, pool, refill, favourites, now = Date.now } = deps;
  const history = createHistory(db);

  async function upcoming(language: string): Promise<PreparedHadith[]> {
    const fresh = await pool.upcoming(language, UPCOMING_COUNT);
    const entries: PreparedHadith[] = fresh.map((hadith) => ({
      hadith,
      source: 'pool',
      language,
      favourite: false,
      notice: null,
    }));
    if (entries.length < UPCOMING_COUNT) {
      const notice = await currentNotice(now());
      const exclude = new Set([...(await pool.recentlyShown()), ...(await pool.ids())]);
      const chosen = await settings.newTabCollections.getValue();
      const picks = await fallbackPicks(db, language, exclude, UPCOMING_COUNT - entries.length, {
        loadBundled: deps.loadBundled,
        random: deps.random,
        collections: new Set(chosen.map(({ name }) => name)),
      });
      for (const { hadith, source } of picks) {
        entries.push({ hadith, source, language, favourite: false, notice });
      }
    }
    return entries;
  }

  async function daily(today: string, language: string): Promise<NewTabPlan['daily']> {
    const pick = await db.dailyPicks.get(today);
    // A language changed during the day asks for a new hadith of the day in it.
    if (pick === undefined || pick.entry.language !== language) return null;
    return { day: pick.day, entry: pick.entry };
  }

  /**
   * Asks the service for `today`'s hadith and keeps it as the day's pick; false
   * when it cannot answer now (the tab then picks, as without the route).
   */
  async function askServiceForDaily(today: string, language: string): Promise<boolean> {
    if (deps.dailyHadith === undefined) return false;
    try {
      const hadith = await deps.dailyHadith(language);
      // The service counts days on its own clock: just after a local midnight it may still
      // give yesterday's. The tab picks then, rather than show the same hadith two days.
      const before = await db.dailyPicks.where('day').below(today).last();
      if (before?.entry.hadith.id === hadith.id) return false;
      const entry: PreparedHadith = {
        hadith,
        source: 'pool',
        language,
        favourite: false,
        notice: null,
      };
      await db.dailyPicks.put({ day: today, entry, pickedAt: now() });
      return true;
    } catch (error) {
      await noteSavedServiceFailure(error, 'daily');
      if (error instanceof HadithError) return false;
      throw error;
    }
  }

  async function markFavourites(plan: NewTabPlan): Promise<NewTabPlan> {
    const entries = [...plan.upcoming, ...(plan.daily === null ? [] : [plan.daily.entry])];
    const starred = await favourites.among(entries.map((entry) => entry.hadith.id));
    for (const entry of entries) entry.favourite = starred.has(entry.hadith.id);
    return plan;
  }

  /** Records what a tab showed: out of the pool, into the history, maybe the day's pick. */
  async function record(shown: PreparedHadith, dailyFor: string | null): Promise<void> {
    const pickTheDay = async (day: string) => {
      // The first tab of the day decides; a later, racing one keeps that pick.
      const existing = await db.dailyPicks.get(day);
      if (existing === undefined || existing.entry.language !== shown.language) {
        await db.dailyPicks.put({ day, entry: shown, pickedAt: now() });
      }
    };
    await Promise.all([
      pool.markShown(shown.hadith.id),
      history.add(shown, now()),
      dailyFor === null ? null : pickTheDay(dailyFor),
      refill.schedule(now() + REFILL_SPACING_MS),
    ]);
  }

  return {
    async report({ shown, dailyFor, today }) {
      // The record and the reads the plan needs run at once: a tab stores the answer only
      // if it is still open when it comes, and tabs are often closed soon after they paint.
      const [, language, rotation, lacks, reviews] = await Promise.all([
        shown === null ? null : record(shown, dailyFor),
        settings.effectiveLanguage(),
        settings.rotation.getValue(),
        savedServiceMissing(now()),
        deps.reviews?.(now()),
      ]);
      // Read after the record: the shown hadith is out of the pool, and may be the day's.
      const [pickedYet, next] = await Promise.all([daily(today, language), upcoming(language)]);
      let picked = pickedYet;
      // Where the service has a hadith of the day, it picks; else the day's first tab does.
      let fromService = rotation === 'daily' && deps.dailyHadith !== undefined && !lacks('daily');
      if (fromService && picked === null) {
        fromService = await askServiceForDaily(today, language);
        if (fromService) picked = await daily(today, language);
      }
      const plan: NewTabPlan = {
        rotation,
        language,
        upcoming: next,
        daily: picked,
        dailySource: fromService ? 'service' : 'tab',
        readerOffered: !lacks('hadiths'),
      };
      if (reviews !== undefined) plan.reviews = reviews;
      return markFavourites(plan);
    },

    async recent(limit) {
      const entries = await history.recent(limit);
      const starred = await favourites.among(entries.map((entry) => entry.hadith.id));
      return entries.map((entry) => ({ ...entry, favourite: starred.has(entry.hadith.id) }));
    },

    async clearCache() {
      const tables = [
        db.hadiths,
        db.searchPages,
        db.pool,
        db.dailyPicks,
        db.history,
        db.explanations,
      ];
      await db.transaction('rw', tables, () => Promise.all(tables.map((table) => table.clear())));
      await refill.schedule(now());
    },
  };
}

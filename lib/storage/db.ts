import Dexie, { type Table } from 'dexie';
import { countWrites } from './write-counts';
import type { Hadith, Pagination } from '../hadith/hadith';
import type { Explanation } from '../hadith/explanation';
import type { PreparedHadith } from '../hadith/prepared-hadith';
import { documentWords, favouriteWords } from '../hadith/search-text';
import { hadithFields } from '../hadith/fields';

/**
 * The extension's IndexedDB. The background is its only writer. Every version
 * stays declared once shipped; later tables (favourites, the offline pool)
 * arrive as new versions with an upgrade function where a shape changes.
 */

export const DATABASE_NAME = 'hadith-lookup';

/** A hadith as cached: one row per hadith and language. */
export interface StoredHadith extends Hadith {
  fetchedAt: number;
  /** Last time it was shown, for eviction once the cache is bounded. */
  lastUsedAt: number;
  /** Its distinct normalised words: the offline full-text index (version 3). */
  words?: string[];
}

/** A hadith of the bundled collection, indexed for offline search (version 3). */
export interface BundledHadith extends Hadith {
  words: string[];
}

/** One page of one search, pointing at its hadiths in `hadiths`. */
export interface StoredSearchPage {
  /** `${normalizeQuery(q)}|${language}|${page}|${limit}` */
  key: string;
  query: string;
  language: string;
  page: number;
  limit: number;
  /** In the service's order; records live in `hadiths` under [id+language]. */
  hadithIds: number[];
  pagination: Pagination;
  fetchedAt: number;
  /** Last time it was served, for least-recently-used eviction (version 3). */
  lastUsedAt: number;
}

/** An unseen hadith fetched for the new tab, waiting to be shown (version 2). */
export interface PooledHadith extends Hadith {
  addedAt: number;
}

/** One new tab's hadith, for "not any of the last 20 shown" (versions 2 to 7; the history since). */
export interface ShownHadith {
  seq?: number;
  id: number;
  shownAt: number;
}

/** A hadith the user starred, as it was shown; never evicted (version 2). */
export interface FavouriteHadith extends Hadith {
  savedAt: number;
  /** What the user wrote about it, as typed (version 5). */
  note?: string;
}

/** A favourite as stored: with its normalised words, for the Favourites page's filter (version 5). */
export interface StoredFavourite extends FavouriteHadith {
  words?: string[];
}

/** One hadith a new tab showed, for "Previous hadith" and "Recently shown" (version 6). */
export interface HistoryEntry {
  seq?: number;
  entry: PreparedHadith;
  shownAt: number;
}

/** The hadith of the day for one local day, `YYYY-MM-DD` (version 2). */
export interface DailyPick {
  day: string;
  entry: PreparedHadith;
  pickedAt: number;
}

/**
 * A learnt hadith's review state, keyed by its favourite's id (version 9). Its
 * shape is the reviews feature's (lib/reviews/card.ts); rows are checked as read,
 * since an import or a later version may have written them.
 */
export interface StoredReview {
  id: number;
  due: number;
  v?: unknown;
  card?: unknown;
  since?: unknown;
}

/** One answer to a review, for the streak and the day's count (version 9). */
export interface ReviewAnswer {
  seq?: number;
  id: number;
  /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
  rating: number;
  at: number;
  /** The answering page's local day, `YYYY-MM-DD`. */
  day: string;
}

/** An AI explanation of a hadith in one language, as the service sent it (version 10). */
export interface StoredExplanation {
  hadithId: number;
  /** The language it was asked in: with `hadithId`, the key. */
  language: string;
  explanation: Explanation;
  fetchedAt: number;
}

export type HadithDatabase = Dexie & {
  hadiths: Table<StoredHadith, [number, string]>;
  searchPages: Table<StoredSearchPage, string>;
  bundledHadiths: Table<BundledHadith, [number, string]>;
  pool: Table<PooledHadith, [number, string]>;
  favourites: Table<StoredFavourite, number>;
  dailyPicks: Table<DailyPick, string>;
  history: Table<HistoryEntry, number>;
  reviews: Table<StoredReview, number>;
  reviewAnswers: Table<ReviewAnswer, number>;
  explanations: Table<StoredExplanation, [number, string]>;
};

export function openDatabase(name: string = DATABASE_NAME): HadithDatabase {
  const db = new Dexie(name) as HadithDatabase;
  countWrites(db);
  db.version(1).stores({
    hadiths: '[id+language], language, fetchedAt, lastUsedAt',
    searchPages: 'key, fetchedAt',
  });
  // The new tab: its pool of unseen hadiths, what it showed, favourites, daily picks.
  db.version(2).stores({
    pool: '[id+language], id, language, addedAt',
    shown: '++seq, id',
    favourites: 'id, savedAt',
    dailyPicks: 'day',
  });
  // Offline search: a multi-entry index of every cached hadith's words, the
  // bundled collection beside it, and use times on pages for LRU eviction.
  db.version(3)
    .stores({
      hadiths: '[id+language], language, fetchedAt, lastUsedAt, *words',
      searchPages: 'key, fetchedAt, lastUsedAt',
      bundledHadiths: '[id+language], language, *words',
    })
    .upgrade(async (tx) => {
      await tx
        .table<StoredHadith>('hadiths')
        .toCollection()
        .modify((row) => {
          row.words = documentWords(row);
        });
      await tx
        .table<StoredSearchPage>('searchPages')
        .toCollection()
        .modify((row) => {
          row.lastUsedAt = row.fetchedAt;
        });
    });
  // Every hadith says which language its translation is in: the service may answer
  // in English where the language asked for has none. Until now it was always the
  // language the hadith was asked in. No key changes.
  db.version(4)
    .stores({})
    .upgrade(async (tx) => {
      const inItsOwnLanguage = (row: Hadith) => {
        row.translationLanguage ??= row.language;
      };
      for (const table of ['hadiths', 'bundledHadiths', 'pool', 'favourites']) {
        await tx.table<Hadith>(table).toCollection().modify(inItsOwnLanguage);
      }
      await tx
        .table<DailyPick>('dailyPicks')
        .toCollection()
        .modify((pick) => inItsOwnLanguage(pick.entry.hadith));
    });
  // The Favourites page filters by words, as offline search does: favourites get
  // the same multi-entry index of their normalised words.
  db.version(5)
    .stores({ favourites: 'id, savedAt, *words' })
    .upgrade(async (tx) => {
      await tx
        .table<StoredFavourite>('favourites')
        .toCollection()
        .modify((row) => {
          row.words = documentWords(row);
        });
    });
  // The last 200 hadiths new tabs showed, whole, for going back to them.
  db.version(6).stores({ history: '++seq' });
  // What new tabs showed is kept once, in the history, which the last 20 ids are now
  // read from. A history is empty only in a database from before version 6: the ids
  // `shown` holds join it (oldest first) where the hadith is cached to show again.
  db.version(7)
    .stores({})
    .upgrade(async (tx) => {
      const history = tx.table<HistoryEntry, number>('history');
      if ((await history.count()) > 0) return;
      const favourites = tx.table<StoredFavourite, number>('favourites');
      for (const { id, shownAt } of await tx.table<ShownHadith>('shown').orderBy('seq').toArray()) {
        const [cached] = await tx
          .table<StoredHadith, [number, string]>('hadiths')
          .where('[id+language]')
          .between([id, Dexie.minKey], [id, Dexie.maxKey])
          .toArray();
        if (cached === undefined) continue;
        const favourite = (await favourites.get(id)) !== undefined;
        const hadith = hadithFields(cached);
        const entry: PreparedHadith = {
          hadith,
          source: 'cache',
          language: hadith.language,
          favourite,
          notice: null,
        };
        await history.add({ entry, shownAt });
      }
    });
  db.version(8).stores({ shown: null });
  // Learning favourites by heart: each learnt one's FSRS card, by when it is due, and
  // every answer given, by day. No cache clear touches them.
  db.version(9).stores({ reviews: 'id, due', reviewAnswers: '++seq, day' });
  // The service's AI explanations, asked for once per hadith and language, oldest evicted first.
  db.version(10).stores({ explanations: '[hadithId+language], fetchedAt' });
  // The Favourites page's filter finds a favourite by its note and its reference too.
  db.version(11)
    .stores({})
    .upgrade(async (tx) => {
      await tx
        .table<StoredFavourite>('favourites')
        .toCollection()
        .modify((row) => {
          row.words = favouriteWords(row);
        });
    });
  return db;
}

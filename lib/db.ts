import Dexie, { type Table } from 'dexie';
import type { Hadith, Pagination } from './hadith';

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
}

export type HadithDatabase = Dexie & {
  hadiths: Table<StoredHadith, [number, string]>;
  searchPages: Table<StoredSearchPage, string>;
};

export function openDatabase(name: string = DATABASE_NAME): HadithDatabase {
  const db = new Dexie(name) as HadithDatabase;
  db.version(1).stores({
    hadiths: '[id+language], language, fetchedAt, lastUsedAt',
    searchPages: 'key, fetchedAt',
  });
  return db;
}

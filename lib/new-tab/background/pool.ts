import type { HadithDatabase } from '../../storage/db';
import type { Hadith } from '../../hadith/hadith';
import { hadithFields } from '../../hadith/fields';

/**
 * The new tab's pool of unseen hadiths, on top of lib/storage/db.ts. Fresh
 * hadiths wait here until a tab shows them; what tabs showed lately is read
 * from the history (lib/storage/history.ts), the one record of it.
 */

/** Unseen hadiths the background keeps ready, per language. */
export const POOL_TARGET = 10;
/** A hadith shown on one of the last this-many tabs is not shown again. */
export const HISTORY_LENGTH = 20;

export interface HadithPool {
  size(language: string): Promise<number>;
  /** Adds a fresh hadith; false when it is already pooled or was shown lately. */
  add(hadith: Hadith, now: number): Promise<boolean>;
  /** The oldest pooled hadiths in `language`, up to `count`. */
  upcoming(language: string, count: number): Promise<Hadith[]>;
  ids(): Promise<Set<number>>;
  /** A tab showed `id`: it leaves the pool (the history records it: lib/storage/history.ts). */
  markShown(id: number): Promise<void>;
  /** Ids of the last HISTORY_LENGTH hadiths shown, newest first, read from the history. */
  recentlyShown(): Promise<number[]>;
  /** After a language change: hadiths in other languages are no longer wanted. */
  keepOnly(language: string): Promise<void>;
  /** After the new tab's collections change: hadiths of others are no longer wanted (none named: all are). */
  keepCollections(names: ReadonlySet<string>): Promise<void>;
}

export function createHadithPool(db: HadithDatabase): HadithPool {
  async function recentlyShown(): Promise<number[]> {
    const rows = await db.history.orderBy('seq').reverse().limit(HISTORY_LENGTH).toArray();
    return rows.map((row) => row.entry.hadith.id);
  }

  return {
    size: (language) => db.pool.where('language').equals(language).count(),

    add(hadith, now) {
      return db.transaction('rw', db.pool, db.history, async () => {
        if ((await db.pool.where('id').equals(hadith.id).count()) > 0) return false;
        if ((await recentlyShown()).includes(hadith.id)) return false;
        await db.pool.put({ ...hadith, addedAt: now });
        return true;
      });
    },

    async upcoming(language, count) {
      const rows = await db.pool.where('language').equals(language).sortBy('addedAt');
      return rows.slice(0, count).map(hadithFields);
    },

    async ids() {
      const keys = await db.pool.toCollection().primaryKeys();
      return new Set(keys.map(([id]) => id));
    },

    async markShown(id) {
      await db.pool.where('id').equals(id).delete();
    },

    recentlyShown,

    async keepOnly(language) {
      await db.pool.where('language').notEqual(language).delete();
    },

    async keepCollections(names) {
      if (names.size === 0) return;
      await db.pool.filter((row) => !names.has(row.collection)).delete();
    },
  };
}

import type { PreparedHadith } from '../hadith/prepared-hadith';
import type { HadithDatabase } from './db';

/**
 * The hadiths new tabs showed, newest last: what "Previous hadith" goes back
 * through and the Favourites page lists as recently shown. A cache, cleared
 * with the others; favourites live in their own table and are never touched.
 */

/** How many shown hadiths are kept; the oldest go first. */
export const HISTORY_LIMIT = 200;

export function createHistory(db: HadithDatabase) {
  return {
    /** Records a shown hadith; the same one shown again in a row (hadith of the day) once. */
    async add(entry: PreparedHadith, now: number): Promise<void> {
      await db.transaction('rw', db.history, async () => {
        const last = await db.history.orderBy('seq').last();
        const same =
          last?.entry.hadith.id === entry.hadith.id && last.entry.language === entry.language;
        if (same) return;
        await db.history.add({ entry: { ...entry, notice: null }, shownAt: now });
        const stale = await db.history.orderBy('seq').reverse().offset(HISTORY_LIMIT).primaryKeys();
        await db.history.bulkDelete(stale);
      });
    },

    /** The last `limit` hadiths shown, newest first. */
    async recent(limit: number): Promise<PreparedHadith[]> {
      const rows = await db.history.orderBy('seq').reverse().limit(limit).toArray();
      return rows.map((row) => row.entry);
    },
  };
}

export type History = ReturnType<typeof createHistory>;

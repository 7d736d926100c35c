import type { HadithDatabase } from './db';
import { toStored } from './favourites';
import { favouritesFile, readFavouritesFile, type FavouritesFile } from './favourites-file';

/** What the extension keeps in its database, counted for the options page. */
export interface StoredCounts {
  hadiths: number;
  searchPages: number;
  pooled: number;
  favourites: number;
}

export interface ImportResult {
  added: number;
  alreadyThere: number;
  /** Damaged entries left out, and where the first was. */
  refused: number;
  firstRefusal: string | null;
}

/** The user's data as the options page shows it: counts, export and import of favourites. */
export function createUserData(db: HadithDatabase, now: () => number = Date.now) {
  return {
    async counts(): Promise<StoredCounts> {
      const [hadiths, searchPages, pooled, favourites] = await Promise.all([
        db.hadiths.count(),
        db.searchPages.count(),
        db.pool.count(),
        db.favourites.count(),
      ]);
      return { hadiths, searchPages, pooled, favourites };
    },

    async exportFavourites(): Promise<FavouritesFile> {
      const rows = await db.favourites.orderBy('savedAt').reverse().toArray();
      return favouritesFile(rows, now());
    },

    /** Adds the file's favourites not yet starred; the starred ones stay as they are. */
    async importFavourites(file: unknown): Promise<ImportResult> {
      // Read whole first: a file that is not one, or has no good entry, changes nothing.
      const { favourites: incoming, refused, firstRefusal } = readFavouritesFile(file);
      return db.transaction('rw', db.favourites, async () => {
        const known = await db.favourites.bulkGet(incoming.map((row) => row.id));
        const fresh = new Map(
          incoming.filter((_, index) => known[index] === undefined).map((row) => [row.id, row]),
        );
        await db.favourites.bulkPut([...fresh.values()].map(toStored));
        return {
          added: fresh.size,
          alreadyThere: incoming.length - fresh.size,
          refused,
          firstRefusal,
        };
      });
    },
  };
}

export type UserData = ReturnType<typeof createUserData>;

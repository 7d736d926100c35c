import type { HadithDatabase } from '../../storage/db';
import { toStored } from './store';
import {
  favouritesFile,
  readFavouritesFile,
  type FavouritesFile,
  type ImportResult,
} from '../file';

/** The favourites export and import the options' data section offers. */
export interface FavouritesTransfer {
  /** Every favourite, newest first, as the file the user keeps. */
  exportFavourites(): Promise<FavouritesFile>;
  /** Adds the file's favourites not yet starred; the starred ones stay as they are. */
  importFavourites(file: unknown): Promise<ImportResult>;
}

export function createFavouritesTransfer(
  db: HadithDatabase,
  now: () => number = Date.now,
): FavouritesTransfer {
  return {
    async exportFavourites() {
      const rows = await db.favourites.orderBy('savedAt').reverse().toArray();
      return favouritesFile(rows, now());
    },

    async importFavourites(file) {
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

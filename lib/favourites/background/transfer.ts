import type { HadithDatabase } from '../../storage/db';
import { toStored } from './store';
import { reviewRow } from '../../reviews/record';
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
      const [rows, reviews] = await Promise.all([
        db.favourites.orderBy('savedAt').reverse().toArray(),
        db.reviews.toArray(),
      ]);
      const states = new Map(reviews.map(({ due: _due, ...review }) => [review.id, review]));
      return favouritesFile(rows, states, now());
    },

    async importFavourites(file) {
      // Read whole first: a file that is not one, or has no good entry, changes nothing.
      const read = readFavouritesFile(file);
      const { favourites: incoming, reviews, refused, firstRefusal } = read;
      return db.transaction('rw', db.favourites, db.reviews, async () => {
        const known = await db.favourites.bulkGet(incoming.map((row) => row.id));
        const fresh = new Map(
          incoming.filter((_, index) => known[index] === undefined).map((row) => [row.id, row]),
        );
        await db.favourites.bulkPut([...fresh.values()].map(toStored));
        // A review state comes in where its hadith is not learnt here yet; one learnt stays as it is.
        const learnt = await db.reviews.bulkGet(reviews.map((review) => review.id));
        const added = reviews.filter((_, index) => learnt[index] === undefined);
        await db.reviews.bulkPut(added.map(reviewRow));
        return {
          added: fresh.size,
          alreadyThere: incoming.length - fresh.size,
          refused,
          firstRefusal,
          reviewsAdded: added.length,
          reviewsSkipped: read.reviewsSkipped,
        };
      });
    },
  };
}

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
  /**
   * Adds the file's favourites not yet starred; the starred ones stay as they are.
   * `watch` hears how far it has got, and cancels it: then nothing of the file is kept.
   */
  importFavourites(file: unknown, watch?: ImportWatch): Promise<ImportResult>;
}

export interface ImportWatch {
  /** `done` of the file's `total` favourites are in (not yet kept: all are, or none). */
  progress(done: number, total: number): void;
  cancelled(): boolean;
}

/** Favourites written between two reports of progress: about a tenth of a second's work. */
export const IMPORT_CHUNK = 200;

/** Thrown inside the import's transaction, which it rolls back. */
class ImportCancelled extends Error {}

const NOTHING_IMPORTED = { added: 0, alreadyThere: 0, reviewsAdded: 0, reviewsSkipped: 0 };

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

    async importFavourites(file, watch) {
      // Read whole first: a file that is not one, or has no good entry, changes nothing.
      const read = readFavouritesFile(file);
      const { favourites: incoming, reviews, refused, firstRefusal } = read;
      const total = incoming.length;
      try {
        // One transaction: a cancel, or a failure, rolls every chunk back.
        return await db.transaction('rw', db.favourites, db.reviews, async () => {
          let added = 0;
          for (let start = 0; start < total; start += IMPORT_CHUNK) {
            if (watch?.cancelled()) throw new ImportCancelled();
            const chunk = incoming.slice(start, start + IMPORT_CHUNK);
            const known = await db.favourites.bulkGet(chunk.map((row) => row.id));
            // A favourite twice in the file is added once (its first entry), then already there.
            const fresh = new Map(
              chunk.filter((_, index) => known[index] === undefined).map((row) => [row.id, row]),
            );
            await db.favourites.bulkPut([...fresh.values()].map(toStored));
            added += fresh.size;
            watch?.progress(Math.min(start + IMPORT_CHUNK, total), total);
          }
          // A review state comes in where its hadith is not learnt here yet; one learnt stays as it is.
          const learnt = await db.reviews.bulkGet(reviews.map((review) => review.id));
          const taken = reviews.filter((_, index) => learnt[index] === undefined);
          await db.reviews.bulkPut(taken.map(reviewRow));
          return {
            added,
            alreadyThere: total - added,
            refused,
            firstRefusal,
            reviewsAdded: taken.length,
            reviewsSkipped: read.reviewsSkipped,
          };
        });
      } catch (error) {
        if (!(error instanceof ImportCancelled)) throw error;
        return { ...NOTHING_IMPORTED, refused, firstRefusal, cancelled: true };
      }
    },
  };
}

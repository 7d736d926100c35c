import type { Hadith } from '../hadith/hadith';
import type { FavouriteHadith } from '../storage/db';
import type { FavouritesPage, FavouritesPageRequest } from './favourite';
import type { FavouritesFile, ImportResult } from './file';

/** What every star, the Favourites page and the options' data section ask the background. */
export interface FavouritesMessages {
  /** Stars or unstars a hadith; answers whether it is now a favourite. */
  setFavourite(request: { hadith: Hadith; favourite: boolean }): boolean;
  /** Which of `ids` are favourites: a page asks once for all its cards. */
  favouritesAmong(request: { ids: number[] }): number[];
  /** One page of the favourites the filter matches, newest first. */
  favouritesPage(request: FavouritesPageRequest): FavouritesPage;
  /** Keeps a note with a favourite; answers false when it is no longer one. */
  setFavouriteNote(request: { id: number; note: string }): boolean;
  /** Puts back a favourite just removed, with its time and note (Undo). */
  restoreFavourite(favourite: FavouriteHadith): void;
  /** Every favourite, newest first, as the file the user keeps. */
  exportFavourites(): FavouritesFile;
  /**
   * Merges a favourites file; a file that does not validate changes nothing. Its
   * progress is kept for `job` (./import-progress.ts), which `cancelImport` stops.
   */
  importFavourites(request: { file: unknown; job: string }): ImportResult;
  /** Stops the import `job`: nothing of its file is kept. */
  cancelImport(request: { job: string }): void;
}

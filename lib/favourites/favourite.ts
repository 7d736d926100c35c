import type { FavouriteHadith } from '../storage/db';

/** What the favourites page and the background agree on: a page of favourites, a note's length. */

export interface FavouritesPageRequest {
  filter: string;
  offset: number;
  limit: number;
}

export interface FavouritesPage {
  items: FavouriteHadith[];
  /** How many favourites the filter matches. */
  matching: number;
  /** How many favourites there are. */
  total: number;
}

/** The longest note kept: a paragraph or two, not a book. */
export const MAX_NOTE_LENGTH = 2000;

/** A note as it was at `at` (epoch ms): the versions sync keeps when two browsers changed one. */
export interface NoteVersion {
  note: string;
  at: number;
}

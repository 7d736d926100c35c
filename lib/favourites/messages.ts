import { HadithError } from '../hadith-error';
import type { Handlers } from '../messaging/handlers';
import type { FavouriteHadith } from '../storage/db';
import {
  MAX_NOTE_LENGTH,
  validateHadith,
  type Favourites,
  type FavouritesPage,
  type FavouritesPageRequest,
} from '../storage/favourites';

/** What the Favourites page asks the background (starring goes through `setFavourite`). */
export interface FavouritesMessages {
  /** One page of the favourites the filter matches, newest first. */
  favouritesPage(request: FavouritesPageRequest): FavouritesPage;
  /** Keeps a note with a favourite; answers false when it is no longer one. */
  setFavouriteNote(request: { id: number; note: string }): boolean;
  /** Puts back a favourite just removed, with its time and note (Undo). */
  restoreFavourite(favourite: FavouriteHadith): void;
}

/** The most favourites one page asks for. */
const MAX_PAGE = 100;

function validatePageRequest(value: unknown): FavouritesPageRequest {
  const request = value as Partial<FavouritesPageRequest> | null;
  const offset = Number(request?.offset);
  const limit = Number(request?.limit);
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1) {
    throw new HadithError('bad-request', 'A favourites page needs a whole offset and limit.');
  }
  const filter = typeof request?.filter === 'string' ? request.filter.slice(0, 500) : '';
  return { filter, offset, limit: Math.min(limit, MAX_PAGE) };
}

function validateFavourite(value: unknown): FavouriteHadith {
  const row = value as Partial<FavouriteHadith> | null;
  const savedAt = Number(row?.savedAt);
  if (!Number.isInteger(savedAt) || savedAt < 0) {
    throw new HadithError('bad-request', 'A favourite to restore needs the time it was saved.');
  }
  const favourite: FavouriteHadith = { ...validateHadith(value), savedAt };
  if (typeof row?.note === 'string' && row.note !== '') {
    favourite.note = row.note.slice(0, MAX_NOTE_LENGTH);
  }
  return favourite;
}

export function createFavouritesHandlers(favourites: Favourites): Handlers<FavouritesMessages> {
  return {
    async favouritesPage({ data }) {
      return favourites.page(validatePageRequest(data));
    },
    async setFavouriteNote({ data }) {
      if (typeof data?.note !== 'string') {
        throw new HadithError('bad-request', 'A note is a text.');
      }
      return favourites.setNote(Number(data.id), data.note);
    },
    async restoreFavourite({ data }) {
      await favourites.restore(validateFavourite(data));
    },
  };
}

import { HadithError } from '../../hadith-error';
import { validateHadith, validateIds } from '../../hadith/validate';
import type { Handlers } from '../../messaging/handlers';
import type { FavouriteHadith } from '../../storage/db';
import type { Favourites } from './store';
import type { FavouritesTransfer } from './transfer';
import { MAX_NOTE_LENGTH, type FavouritesPageRequest } from '../favourite';
import { importProgress } from '../import-progress';
import type { FavouritesMessages } from '../messages';

/** The imports under way, by the job their page named: set to cancel one. */
const imports = new Map<string, { cancelled: boolean }>();

function jobOf(value: unknown): string {
  const job = (value as { job?: unknown } | null)?.job;
  if (typeof job !== 'string' || job.length === 0 || job.length > 100) {
    throw new HadithError('bad-request', 'An import needs a job name.');
  }
  return job;
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

export interface FavouritesDeps {
  favourites: Favourites;
  transfer: FavouritesTransfer;
  now?: () => number;
}

export function createFavouritesHandlers({
  favourites,
  transfer,
  now = Date.now,
}: FavouritesDeps): Handlers<FavouritesMessages> {
  return {
    async setFavourite({ data }) {
      return favourites.set(validateHadith(data?.hadith), data?.favourite === true, now());
    },
    async favouritesAmong({ data }) {
      return [...(await favourites.among(validateIds(data)))];
    },
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
    async exportFavourites() {
      return transfer.exportFavourites();
    },
    async importFavourites({ data }) {
      const job = jobOf(data);
      const watch = { cancelled: false };
      imports.set(job, watch);
      try {
        return await transfer.importFavourites(data.file, {
          // Not awaited: the import's transaction must not wait on anything but the database.
          progress: (done, total) => void importProgress.setValue({ job, done, total }),
          cancelled: () => watch.cancelled,
        });
      } finally {
        imports.delete(job);
        await importProgress.removeValue();
      }
    },
    async cancelImport({ data }) {
      const watch = imports.get(jobOf(data));
      if (watch !== undefined) watch.cancelled = true;
    },
  };
}

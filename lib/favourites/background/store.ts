import type { FavouriteHadith, HadithDatabase, StoredFavourite } from '../../storage/db';
import type { Hadith } from '../../hadith/hadith';
import { hadithFields } from '../../hadith/fields';
import { tokenize } from '../../hadith/normalize';
import { favouriteWords, matchWeight } from '../../hadith/search-text';
import { withWord } from '../../storage/word-index';
import { writeCounts } from '../../storage/write-counts';
import { MAX_NOTE_LENGTH, type FavouritesPage, type FavouritesPageRequest } from '../favourite';

/**
 * Hadiths the user starred. Their own table, which no cache clear or eviction
 * touches, so they survive reloads, updates and "clear cache".
 */

export interface Favourites {
  /** Stars or unstars `hadith`; answers whether it is now a favourite. */
  set(hadith: Hadith, favourite: boolean, now: number): Promise<boolean>;
  /** Which of `ids` are favourites. */
  among(ids: number[]): Promise<Set<number>>;
  /** One page of the favourites `filter` matches (all when it is blank), newest first. */
  page(request: FavouritesPageRequest): Promise<FavouritesPage>;
  /** Keeps `note` with a favourite; answers false when it is no longer one. */
  setNote(id: number, note: string): Promise<boolean>;
  /** Puts back a favourite just removed, as it was: its time and note (Undo). */
  restore(favourite: FavouriteHadith): Promise<void>;
}

/** A stored row as pages see it: the hadith, when it was saved and its note. */
function favouriteFields(row: StoredFavourite): FavouriteHadith {
  const favourite: FavouriteHadith = { ...hadithFields(row), savedAt: row.savedAt };
  if (typeof row.note === 'string' && row.note !== '') favourite.note = row.note;
  return favourite;
}

/** A row to store: its words indexed (its texts', reference's and note's) for the page's filter. */
export function toStored(favourite: FavouriteHadith): StoredFavourite {
  return { ...favourite, words: favouriteWords(favourite) };
}

/** Whether every query word matches a word of the favourite, as offline search matches. */
function matchesAll(words: string[], terms: string[]): boolean {
  return terms.every((term) => words.some((word) => matchWeight(word, term) > 0));
}

export function createFavourites(db: HadithDatabase): Favourites {
  const writes = writeCounts(db);
  let counted: { writes: number; total: number } | null = null;

  /** How many favourites there are: counted again only after a write to them. */
  async function countAll(): Promise<number> {
    const before = writes('favourites');
    if (counted !== null && counted.writes === before) return counted.total;
    const found = await db.favourites.count();
    if (writes('favourites') === before) counted = { writes: before, total: found };
    return found;
  }

  return {
    async set(hadith, favourite, now) {
      if (!favourite) {
        await db.favourites.delete(hadith.id);
        return false;
      }
      await db.transaction('rw', db.favourites, async () => {
        // Starred again from another tab: it keeps its place and its note.
        const known = await db.favourites.get(hadith.id);
        const note = known?.note;
        const row = { ...hadith, savedAt: known?.savedAt ?? now };
        await db.favourites.put(toStored(note === undefined ? row : { ...row, note }));
      });
      return true;
    },
    async among(ids) {
      const rows = await db.favourites.bulkGet(ids);
      return new Set(rows.flatMap((row) => (row === undefined ? [] : [row.id])));
    },
    async page({ filter, offset, limit }) {
      const terms = [...new Set(tokenize(filter))];
      const total = await countAll();
      if (terms.length === 0) {
        const rows = await db.favourites
          .orderBy('savedAt')
          .reverse()
          .offset(offset)
          .limit(limit)
          .toArray();
        return { items: rows.map(favouriteFields), matching: total, total };
      }
      // The index narrows to the rows with the longest word's matches; the rest are checked here.
      const longest = terms.reduce((a, b) => (b.length > a.length ? b : a));
      const rows = (await withWord(db.favourites.where('words'), longest).distinct().toArray())
        .filter((row) => matchesAll(row.words ?? favouriteWords(row), terms))
        .sort((a, b) => b.savedAt - a.savedAt);
      return {
        items: rows.slice(offset, offset + limit).map(favouriteFields),
        matching: rows.length,
        total,
      };
    },
    async setNote(id, note) {
      const kept = note.slice(0, MAX_NOTE_LENGTH);
      return db.transaction('rw', db.favourites, async () => {
        const row = await db.favourites.get(id);
        if (row === undefined) return false;
        // The note's words are found by the filter, as the hadith's are.
        const noted = { ...row, note: kept };
        await db.favourites.put({ ...noted, words: favouriteWords(noted) });
        return true;
      });
    },
    async restore(favourite) {
      await db.favourites.put(toStored(favourite));
    },
  };
}

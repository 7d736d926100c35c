import type { FavouriteHadith, HadithDatabase, StoredFavourite } from './db';
import type { Hadith } from '../hadith/hadith';
import { HadithError } from '../hadith-error';
import { hadithFields } from '../hadith/fields';
import { tokenize } from '../hadith/normalize';
import { documentWords, matchWeight } from '../hadith/search-text';
import { isLanguageTag } from '../hadith/text-direction';
import { withWord } from './word-index';

/**
 * Hadiths the user starred. Their own table, which no cache clear or eviction
 * touches, so they survive reloads, updates and "clear cache".
 */

export interface Favourites {
  /** Stars or unstars `hadith`; answers whether it is now a favourite. */
  set(hadith: Hadith, favourite: boolean, now: number): Promise<boolean>;
  has(id: number): Promise<boolean>;
  /** Which of `ids` are favourites. */
  among(ids: number[]): Promise<Set<number>>;
  /** One page of the favourites `filter` matches (all when it is blank), newest first. */
  page(request: FavouritesPageRequest): Promise<FavouritesPage>;
  /** Keeps `note` with a favourite; answers false when it is no longer one. */
  setNote(id: number, note: string): Promise<boolean>;
  /** Puts back a favourite just removed, as it was: its time and note (Undo). */
  restore(favourite: FavouriteHadith): Promise<void>;
}

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

/** A stored row as pages see it: the hadith, when it was saved and its note. */
function favouriteFields(row: StoredFavourite): FavouriteHadith {
  const favourite: FavouriteHadith = { ...hadithFields(row), savedAt: row.savedAt };
  if (typeof row.note === 'string' && row.note !== '') favourite.note = row.note;
  return favourite;
}

/** A row to store: its words indexed, as offline search indexes a cached hadith. */
export function toStored(favourite: FavouriteHadith): StoredFavourite {
  return { ...favourite, words: documentWords(favourite) };
}

/** Whether every query word matches a word of the favourite, as offline search matches. */
function matchesAll(words: string[], terms: string[]): boolean {
  return terms.every((term) => words.some((word) => matchWeight(word, term) > 0));
}

/** A hadith as it arrives from a page: checked field by field before it is stored. */
export function validateHadith(value: unknown): Hadith {
  const h = value as Partial<Hadith> | null;
  const valid =
    typeof h === 'object' &&
    h !== null &&
    Number.isInteger(h.id) &&
    typeof h.collection === 'string' &&
    (h.collectionId === null || typeof h.collectionId === 'number') &&
    typeof h.bookNumber === 'number' &&
    typeof h.hadithNumber === 'number' &&
    typeof h.arabicText === 'string' &&
    (h.translation === null || typeof h.translation === 'string') &&
    typeof h.language === 'string' &&
    Array.isArray(h.grades);
  if (!valid) throw new HadithError('bad-request', 'That is not a hadith this extension showed.');
  // Only the known fields are kept: a page cannot store anything else.
  const hadith = hadithFields(h as Hadith);
  // A page painted from a plan stored before the field existed may not say.
  if (
    typeof hadith.translationLanguage !== 'string' ||
    !isLanguageTag(hadith.translationLanguage)
  ) {
    hadith.translationLanguage = hadith.language;
  }
  const grades = hadith.grades.filter(
    (g) => typeof g?.name === 'string' && typeof g?.grade === 'string',
  );
  return { ...hadith, grades };
}

export function createFavourites(db: HadithDatabase): Favourites {
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
    async has(id) {
      return (await db.favourites.get(id)) !== undefined;
    },
    async among(ids) {
      const rows = await db.favourites.bulkGet(ids);
      return new Set(rows.flatMap((row) => (row === undefined ? [] : [row.id])));
    },
    async page({ filter, offset, limit }) {
      const terms = [...new Set(tokenize(filter))];
      const total = await db.favourites.count();
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
        .filter((row) => matchesAll(row.words ?? documentWords(row), terms))
        .sort((a, b) => b.savedAt - a.savedAt);
      return {
        items: rows.slice(offset, offset + limit).map(favouriteFields),
        matching: rows.length,
        total,
      };
    },
    async setNote(id, note) {
      const kept = note.slice(0, MAX_NOTE_LENGTH);
      return (await db.favourites.update(id, { note: kept })) === 1;
    },
    async restore(favourite) {
      await db.favourites.put(toStored(favourite));
    },
  };
}

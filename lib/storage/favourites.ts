import type { HadithDatabase } from './db';
import type { Hadith } from '../hadith/hadith';
import { HadithError } from '../hadith-error';
import { hadithFields } from '../hadith/fields';
import { isLanguageTag } from '../hadith/text-direction';

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
  /** Newest first. */
  list(): Promise<Hadith[]>;
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
      if (favourite) await db.favourites.put({ ...hadith, savedAt: now });
      else await db.favourites.delete(hadith.id);
      return favourite;
    },
    async has(id) {
      return (await db.favourites.get(id)) !== undefined;
    },
    async among(ids) {
      const rows = await db.favourites.bulkGet(ids);
      return new Set(rows.flatMap((row) => (row === undefined ? [] : [row.id])));
    },
    async list() {
      const rows = await db.favourites.orderBy('savedAt').reverse().toArray();
      return rows.map(hadithFields);
    },
  };
}

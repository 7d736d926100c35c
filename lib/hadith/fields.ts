import type { Hadith } from './hadith';
import { abdulBaqiNumber } from './sunnah-number';

/** A Hadith with only its own fields: rows carry bookkeeping (times, index words) that pages never need. */
export function hadithFields(row: Hadith): Hadith {
  return {
    id: row.id,
    collection: row.collection,
    collectionId: row.collectionId,
    bookNumber: row.bookNumber,
    hadithNumber: row.hadithNumber,
    arabicText: row.arabicText,
    translation: row.translation,
    language: row.language,
    translationLanguage: row.translationLanguage,
    grades: row.grades,
    ...sunnahNumberOf(row),
  };
}

/** sunnah.com's number, kept only in its own form ("8a"). */
function sunnahNumberOf(row: Hadith): Pick<Hadith, 'sunnahNumber'> {
  if (row.sunnahNumber === undefined) return {};
  const number = abdulBaqiNumber(row.sunnahNumber);
  return number === null ? {} : { sunnahNumber: number };
}

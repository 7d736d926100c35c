import { HadithError } from '../hadith-error';
import { hadithFields } from './fields';
import type { Hadith } from './hadith';
import { isLanguageTag } from '../locale/text-direction';

/** The most hadith ids one message may name: a favourites page's worth many times over. */
const MAX_IDS = 50_000;

/** The `ids` a page's message names (`{ ids: [...] }`), checked: whole numbers, not too many. */
export function validateIds(value: unknown): number[] {
  const list = (value as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(list) || list.length > MAX_IDS || !list.every(Number.isSafeInteger)) {
    throw new HadithError('bad-request', 'A list of hadith ids is needed.');
  }
  return list as number[];
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

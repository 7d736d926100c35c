import { i18n } from '#i18n';
import * as v from 'valibot';
import type { FavouriteHadith } from './db';
import { HadithError } from '../hadith-error';
import { hadithFields } from '../hadith/fields';
import { isLanguageCode } from '../hadith/text-direction';
import { MAX_NOTE_LENGTH } from './favourites';

/**
 * The favourites export: a JSON file the user keeps, and imports back into
 * this or another browser. Checked whole before anything is stored.
 */

export const FAVOURITES_FORMAT = 'hadith-lookup-favourites';
/** More than anyone stars; bounds what an import may write. */
const MAX_FAVOURITES = 50_000;

const text = v.pipe(v.string(), v.maxLength(100_000));
const whole = v.pipe(v.number(), v.integer(), v.minValue(0));
const languageCode = v.pipe(v.string(), v.check(isLanguageCode));

const favouriteSchema = v.object({
  id: whole,
  collection: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  collectionId: v.nullable(whole),
  bookNumber: whole,
  hadithNumber: whole,
  arabicText: text,
  translation: v.nullable(text),
  language: languageCode,
  // Files written before version 0.2 do not say: the text is then in `language`.
  translationLanguage: v.optional(languageCode),
  grades: v.array(v.object({ name: v.string(), grade: v.string() })),
  savedAt: v.optional(whole),
  // Version 0.3 keeps the user's notes.
  note: v.optional(v.pipe(v.string(), v.maxLength(MAX_NOTE_LENGTH))),
});

const fileSchema = v.object({
  format: v.literal(FAVOURITES_FORMAT),
  version: v.literal(1),
  exportedAt: v.string(),
  favourites: v.pipe(v.array(favouriteSchema), v.maxLength(MAX_FAVOURITES)),
});

export type FavouritesFile = v.InferOutput<typeof fileSchema>;

/** The file for `favourites`, newest first as listed. */
export function favouritesFile(favourites: FavouriteHadith[], now: number): FavouritesFile {
  return {
    format: FAVOURITES_FORMAT,
    version: 1,
    exportedAt: new Date(now).toISOString(),
    favourites: favourites.map((row) => {
      const entry = { ...hadithFields(row), savedAt: row.savedAt };
      return row.note ? { ...entry, note: row.note } : entry;
    }),
  };
}

/** The file's favourites, or a 'bad-request' HadithError saying what is wrong with it. */
export function readFavouritesFile(value: unknown): FavouriteHadith[] {
  const format = (value as { format?: unknown } | null)?.format;
  if (typeof value !== 'object' || value === null || format !== FAVOURITES_FORMAT) {
    throw new HadithError('bad-request', i18n.t('data.notFavouritesFile'));
  }
  const result = v.safeParse(fileSchema, value);
  if (!result.success) {
    const where = v.getDotPath(result.issues[0]) ?? 'the file';
    throw new HadithError(
      'bad-request',
      i18n.t('data.damagedFile', [where, result.issues[0].message]),
    );
  }
  const now = Date.now();
  return result.output.favourites.map((row, index) => {
    const favourite: FavouriteHadith = {
      ...hadithFields({ ...row, translationLanguage: row.translationLanguage ?? row.language }),
      // Files without times keep their order: the first listed stays the newest.
      savedAt: row.savedAt ?? now - index,
    };
    if (row.note) favourite.note = row.note;
    return favourite;
  });
}

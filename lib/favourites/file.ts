import { i18n } from '#i18n';
import * as v from 'valibot';
import type { FavouriteHadith } from '../storage/db';
import { HadithError } from '../hadith-error';
import { hadithFields } from '../hadith/fields';
import { isLanguageCode } from '../hadith/text-direction';
import { MAX_NOTE_LENGTH } from './favourite';

/**
 * The favourites export: a JSON file the user keeps, and imports back into
 * this or another browser. A file that is not one, or whose every entry is
 * damaged, changes nothing; a damaged entry among good ones is left out and
 * counted, and the good ones are imported.
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
  favourites: v.pipe(v.array(v.unknown()), v.maxLength(MAX_FAVOURITES)),
});

/** What an import did: the favourites added, those already starred, the entries left out. */
export interface ImportResult {
  added: number;
  alreadyThere: number;
  /** Damaged entries left out, and where the first was. */
  refused: number;
  firstRefusal: string | null;
}

/** What a file holds: its good favourites, and how many entries were left out, and why the first was. */
export interface ReadFavourites {
  favourites: FavouriteHadith[];
  refused: number;
  /** `favourites.3.id: Invalid type…`; null when nothing was refused. */
  firstRefusal: string | null;
}

export type FavouritesFile = Omit<v.InferOutput<typeof fileSchema>, 'favourites'> & {
  favourites: v.InferOutput<typeof favouriteSchema>[];
};

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

/** Where and why a file or an entry (under `prefix`) does not validate: `favourites.3.id`… */
function problemOf(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]], prefix?: string) {
  const path = v.getDotPath(issues[0]);
  const where =
    prefix === undefined ? (path ?? 'the file') : path === null ? prefix : `${prefix}.${path}`;
  return { where, message: issues[0].message };
}

/**
 * The file's good favourites and the count of damaged entries left out; a
 * 'bad-request' HadithError when it is not a favourites file or has no good entry.
 */
export function readFavouritesFile(value: unknown): ReadFavourites {
  const format = (value as { format?: unknown } | null)?.format;
  if (typeof value !== 'object' || value === null || format !== FAVOURITES_FORMAT) {
    throw new HadithError('bad-request', i18n.t('data.notFavouritesFile'));
  }
  const result = v.safeParse(fileSchema, value);
  if (!result.success) {
    const { where, message } = problemOf(result.issues);
    throw new HadithError('bad-request', i18n.t('data.damagedFile', [where, message]));
  }
  const now = Date.now();
  const favourites: FavouriteHadith[] = [];
  const refusals: { where: string; message: string }[] = [];
  result.output.favourites.forEach((entry, index) => {
    const parsed = v.safeParse(favouriteSchema, entry);
    if (!parsed.success) {
      refusals.push(problemOf(parsed.issues, `favourites.${index}`));
      return;
    }
    const row = parsed.output;
    const favourite: FavouriteHadith = {
      ...hadithFields({ ...row, translationLanguage: row.translationLanguage ?? row.language }),
      // Files without times keep their order: the first listed stays the newest.
      savedAt: row.savedAt ?? now - index,
    };
    if (row.note) favourite.note = row.note;
    favourites.push(favourite);
  });
  const [first] = refusals;
  if (first !== undefined && favourites.length === 0) {
    throw new HadithError('bad-request', i18n.t('data.damagedFile', [first.where, first.message]));
  }
  return {
    favourites,
    refused: refusals.length,
    firstRefusal: first === undefined ? null : `${first.where}: ${first.message}`,
  };
}

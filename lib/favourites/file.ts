import { i18n } from '#i18n';
import * as v from 'valibot';
import type { FavouriteHadith } from '../storage/db';
import { HadithError } from '../hadith-error';
import { hadithFields } from '../hadith/fields';
import { isLanguageCode } from '../locale/text-direction';
import { MAX_NOTE_LENGTH } from './favourite';
import { readReviewRecord } from '../reviews/record';
import type { ReviewRecord } from '../reviews/card';

/**
 * The favourites export: a JSON file the user keeps, and imports back into
 * this or another browser. A file that is not one, or whose every entry is
 * damaged, changes nothing; a damaged entry among good ones is left out and
 * counted, and the good ones are imported.
 */

export const FAVOURITES_FORMAT = 'hadith-lookup-favourites';
/** Version 2 carries each learnt favourite's review state; version 1 files still import. */
export const FAVOURITES_FILE_VERSION = 2;
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
  // sunnah.com's number where the collection has two numberings ("8a"): a file without it reads.
  sunnahNumber: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}[a-z]?$/))),
  savedAt: v.optional(whole),
  // Version 0.3 keeps the user's notes.
  note: v.optional(v.pipe(v.string(), v.maxLength(MAX_NOTE_LENGTH))),
  // File version 2: a learnt favourite's review state, checked on its own (../reviews/record.ts).
  review: v.optional(v.unknown()),
});

const fileSchema = v.object({
  format: v.literal(FAVOURITES_FORMAT),
  // A later version's file is read for what this version knows of it.
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
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
  /** Review states taken in, and those left out (damaged, or from a later version). */
  reviewsAdded: number;
  reviewsSkipped: number;
  /** Cancelled before it ended: nothing of the file was kept. */
  cancelled?: boolean;
}

/** How far an import has got, for the page that started it (`job`). */
export interface ImportProgress {
  job: string;
  done: number;
  total: number;
}

/** What a file holds: its good favourites, and how many entries were left out, and why the first was. */
export interface ReadFavourites {
  favourites: FavouriteHadith[];
  /** The review states of the file's favourites, each readable by this version. */
  reviews: ReviewRecord[];
  /** Review states in the file this version cannot read. */
  reviewsSkipped: number;
  refused: number;
  /** `favourites.3.id: Invalid type…`; null when nothing was refused. */
  firstRefusal: string | null;
}

export type FavouritesFile = Omit<v.InferOutput<typeof fileSchema>, 'favourites'> & {
  favourites: v.InferOutput<typeof favouriteSchema>[];
};

/**
 * The file for `favourites`, newest first as listed, with the review state of
 * those learnt (`reviews`, by id, as stored: one this version cannot read is kept as it is).
 */
export function favouritesFile(
  favourites: FavouriteHadith[],
  reviews: ReadonlyMap<number, unknown>,
  now: number,
): FavouritesFile {
  return {
    format: FAVOURITES_FORMAT,
    version: FAVOURITES_FILE_VERSION,
    exportedAt: new Date(now).toISOString(),
    favourites: favourites.map((row) => {
      const entry: FavouritesFile['favourites'][number] = {
        ...hadithFields(row),
        savedAt: row.savedAt,
      };
      if (row.note) entry.note = row.note;
      if (reviews.has(row.id)) entry.review = reviews.get(row.id);
      return entry;
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
  const reviews: ReviewRecord[] = [];
  let reviewsSkipped = 0;
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
    if (row.review === undefined) return;
    // A review state this version cannot read is left out; its favourite and note still come in.
    const review = readReviewRecord(row.review);
    if (review === null || review.id !== row.id) reviewsSkipped += 1;
    else reviews.push(review);
  });
  const [first] = refusals;
  if (first !== undefined && favourites.length === 0) {
    throw new HadithError('bad-request', i18n.t('data.damagedFile', [first.where, first.message]));
  }
  return {
    favourites,
    reviews,
    reviewsSkipped,
    refused: refusals.length,
    firstRefusal: first === undefined ? null : `${first.where}: ${first.message}`,
  };
}

import * as v from 'valibot';
import { collectionName } from '../hadith/collection-names';
import type { Hadith, SearchPage } from '../hadith/hadith';
import { HadithError } from '../hadith-error';
import { isLanguageTag } from '../locale/text-direction';
import { abdulBaqiNumber } from '../hadith/sunnah-number';

/**
 * What the service sends on success, validated and turned into the extension's
 * own shapes. Both wires are accepted: the production envelope
 * `{success, data, meta}` and the published contract's bare shapes; and both
 * of production's record shapes (see production-service.md, Records): its
 * database's, and its search engine's, whose ids are `"<hadith>_<language>"`,
 * collections slugs, and translations `{text, grade, languageCode}`.
 */

/** Integers in the contract; the production service sometimes sends numeric strings. */
const wholeNumber = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number)),
]);

/** The search engine keeps one document per translation: `"1234_en"` is hadith 1234. */
const hadithId = v.union([
  wholeNumber,
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+_[a-z]{2,8}(-[a-z0-9]{1,8})*$/i),
    v.transform((id) => Number(id.slice(0, id.indexOf('_')))),
  ),
]);

const gradeSchema = v.looseObject({ name: v.string(), grade: v.string() });

const translationSchema = v.looseObject({
  text: v.nullish(v.string()),
  // Production says which language the text is in: with a search by number it may
  // be English rather than the language asked for. Anything else is not trusted.
  languageCode: v.fallback(v.optional(v.pipe(v.string(), v.check(isLanguageTag))), undefined),
  grade: v.fallback(v.nullish(v.string()), undefined),
});

const recordSchema = v.looseObject({
  id: hadithId,
  collection: v.string(),
  // The production search engine omits it.
  collectionId: v.nullish(wholeNumber),
  bookNumber: wholeNumber,
  hadithNumber: wholeNumber,
  // A few source records have no Arabic; one such record must not fail a whole page.
  arabicText: v.nullish(v.string()),
  // Null where the service has no text in this language (random never falls back).
  translation: v.nullish(translationSchema),
  // Optional extra; a shape we do not know is dropped rather than failing the record.
  grades: v.fallback(v.optional(v.array(gradeSchema)), undefined),
  // Sahih Muslim's Abd al-Baqi number (sunnah.com's), where a record carries it: the
  // database's `metadata.fuadBaqiReference`, or the data's `reference.arabicNumber`.
  metadata: v.fallback(v.nullish(v.looseObject({ fuadBaqiReference: v.unknown() })), undefined),
  reference: v.fallback(v.nullish(v.looseObject({ arabicNumber: v.unknown() })), undefined),
});

// The page's counts are needed; the rest follows from them when missing.
const paginationSchema = v.looseObject({
  page: wholeNumber,
  limit: wholeNumber,
  total: wholeNumber,
  totalPages: v.nullish(wholeNumber),
  hasNext: v.nullish(v.boolean()),
  hasPrev: v.nullish(v.boolean()),
});

// Records are checked one by one: one unusable record must not cost the page.
const searchSchema = v.looseObject({
  data: v.array(v.unknown()),
  pagination: paginationSchema,
});

type WireRecord = v.InferOutput<typeof recordSchema>;

/** The search engine writes `unknown` where it has no grade. */
function knownGrade(grade: string | null | undefined): string | null {
  const trimmed = grade?.trim() ?? '';
  return trimmed === '' || trimmed.toLowerCase() === 'unknown' ? null : trimmed;
}

function gradesOf(record: WireRecord): Hadith['grades'] {
  if (record.grades !== undefined) return record.grades.map(({ name, grade }) => ({ name, grade }));
  // Production grades each translation with one word and no grader.
  const grade = knownGrade(record.translation?.grade);
  return grade === null ? [] : [{ name: '', grade }];
}

function toHadith(record: WireRecord, language: string): Hadith {
  const text = record.translation?.text;
  const translation = text === undefined || text === null || text.trim() === '' ? null : text;
  return {
    id: record.id,
    collection: collectionName(record.collection),
    collectionId: record.collectionId ?? null,
    bookNumber: record.bookNumber,
    hadithNumber: record.hadithNumber,
    arabicText: record.arabicText ?? '',
    translation,
    language,
    translationLanguage:
      translation === null
        ? language
        : (record.translation?.languageCode?.toLowerCase() ?? language),
    grades: gradesOf(record),
    ...sunnahNumberOf(record),
  };
}

function sunnahNumberOf(record: WireRecord): Pick<Hadith, 'sunnahNumber'> {
  const number = abdulBaqiNumber(
    record.metadata?.fuadBaqiReference ?? record.reference?.arabicNumber,
  );
  return number === null ? {} : { sunnahNumber: number };
}

/** The payload of a production envelope, or the body itself when it is bare. */
export function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'success' in body && 'data' in body) {
    return body.success === true ? body.data : undefined;
  }
  return body;
}

export function invalid(what: string, issues: v.BaseIssue<unknown>[]): HadithError {
  const where = issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ');
  return new HadithError('bad-response', `The service sent an invalid ${what} (${where}).`);
}

/** A random-hadith body → Hadith, or a 'bad-response' HadithError. */
export function parseRandomHadith(body: unknown, language: string): Hadith {
  const payload = unwrap(body);
  if (payload === null) {
    // The production service answers `data: null` when it has no hadith to give.
    throw new HadithError('bad-response', 'The service returned no hadith (data: null).');
  }
  const result = v.safeParse(recordSchema, payload);
  if (!result.success) throw invalid('hadith', result.issues);
  return toHadith(result.output, language);
}

/**
 * A list of records → Hadiths, or a 'bad-response' HadithError. Records
 * without what a reader needs (a reference, numbers) are left out; a list
 * left with none of the records it was sent fails as a whole.
 */
export function parseRecords(data: unknown[], language: string): Hadith[] {
  const records = data.map((record) => v.safeParse(recordSchema, record));
  const usable = records.flatMap((record) => (record.success ? [record.output] : []));
  const issues = records.flatMap((record) => record.issues ?? []);
  if (usable.length === 0 && issues.length > 0) throw invalid('search result', issues);
  return usable.map((record) => toHadith(record, language));
}

/** A search body → SearchPage, or a 'bad-response' HadithError (its records as parseRecords reads them). */
export function parseSearchPage(body: unknown, language: string): SearchPage {
  const result = v.safeParse(searchSchema, unwrap(body));
  if (!result.success) throw invalid('search page', result.issues);
  const { data, pagination } = result.output;
  const hadiths = parseRecords(data, language);
  const { page, limit, total } = pagination;
  const totalPages = pagination.totalPages ?? Math.ceil(total / Math.max(1, limit));
  return {
    hadiths,
    pagination: {
      page,
      limit,
      total,
      totalPages,
      hasNext: pagination.hasNext ?? page < totalPages,
      hasPrev: pagination.hasPrev ?? page > 1,
    },
  };
}

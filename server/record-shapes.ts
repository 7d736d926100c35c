import type { CorpusRecord } from './corpus';

/**
 * The three shapes a hadith record takes on the wire, built from one found
 * hadith. Production's code builds two (read from mumin-api/api,
 * `hadiths.service.ts`): `mapHadithResponse` for random and for search by
 * number or by SQL, `formatSearchResponse` for its search engine's hits.
 * The bare wire sends the published contract's record.
 */

/** A hadith the store found, and its translation when it has one in a language served. */
export interface FoundHadith {
  /** The hadith's own fields; its `translation` is not read. */
  record: CorpusRecord;
  translation: { text: string; language: string } | null;
}

/** The fields the contract's record and production's database record share. */
function numbered(record: CorpusRecord) {
  return {
    id: record.id,
    collection: record.collection,
    collectionId: record.collectionId,
    bookNumber: record.bookNumber,
    hadithNumber: record.hadithNumber,
    arabicText: record.arabicText,
  };
}

/** The published contract's record, with the data's grades and reference where it has them. */
export function contractRecord({ record, translation }: FoundHadith) {
  const { grades, reference } = record;
  return {
    ...numbered(record),
    translation: translation === null ? null : { text: translation.text },
    ...(grades && { grades }),
    ...(reference && { reference }),
  };
}

// The languages of the data, for translation row ids that stay the same from run to run.
const ROW_LANGUAGES = ['ar', 'bn', 'en', 'fr', 'id', 'ru', 'ta', 'tr', 'ur'];

/** The grade production keeps on a translation row: one word, where the source grades. */
export function gradeOf(record: CorpusRecord): string | null {
  return record.grades?.find((g) => g.grade.trim() !== '')?.grade ?? null;
}

/**
 * Sahih Muslim's Abd al-Baqi number ("8a"), as production's seed keeps it in the
 * database's `metadata.fuadBaqiReference`; its `mapHadithResponse` (3ffd598) does
 * not send `metadata`, so this is the one extra field this wire adds.
 */
function metadataOf(record: CorpusRecord): { metadata?: { fuadBaqiReference: string } } {
  const written = record.reference?.arabicNumber;
  if (typeof written !== 'string') return {};
  const [number, sub = '0'] = written.split('.');
  const letter = Number(sub) === 0 ? '' : String.fromCharCode(96 + Number(sub));
  return { metadata: { fuadBaqiReference: `${number}${letter}` } };
}

/** `mapHadithResponse`: the collection's English name, and the stored translation row. */
export function databaseRecord({ record, translation }: FoundHadith) {
  return {
    ...numbered(record),
    arabicNarrator: null,
    ...metadataOf(record),
    translation:
      translation === null
        ? null
        : {
            id: record.id * 10 + ROW_LANGUAGES.indexOf(translation.language) + 1,
            hadithId: record.id,
            languageCode: translation.language,
            text: translation.text,
            narrator: null,
            grade: gradeOf(record),
            translator: null,
          },
  };
}

/**
 * `formatSearchResponse`: the search engine's document, one per hadith and
 * language, so its id is `"<hadith id>_<language>"`; the collection is a
 * slug, and the grade `unknown` where the source has none.
 */
export function engineRecord({ record, translation }: FoundHadith, slug: string, language: string) {
  return {
    id: `${record.id}_${translation?.language ?? language}`,
    collection: slug,
    bookNumber: record.bookNumber,
    hadithNumber: record.hadithNumber,
    arabicText: record.arabicText,
    translation: {
      text: translation?.text ?? '',
      grade: gradeOf(record) ?? 'unknown',
      languageCode: translation?.language ?? language,
    },
  };
}

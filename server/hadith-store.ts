import { randomInt } from 'node:crypto';
import {
  type Corpus,
  type CorpusRecord,
  corpusFile,
  corpusSubset,
  loadCorpus,
  readCorpus,
} from './corpus';
import { buildIndexData } from './index-builder';
import { cachedIndexData } from './index-cache';
import { memoised } from './memoise';
import { type SearchIndex, createSearchIndex } from './search-index';

/** A hadith as the service sends it: a corpus record whose translation may be missing. */
export type HadithRecord = Omit<CorpusRecord, 'translation'> & {
  translation: { text: string } | null;
};

export interface SearchResult {
  total: number;
  hadiths: HadithRecord[];
}

/** The Arabic corpus holds every hadith but the few whose Arabic text is missing. */
const ARABIC = 'ar';

interface Searchable {
  corpus: Corpus;
  index: SearchIndex;
  /** False for a language with no file: its results are Arabic records without translation. */
  translated: boolean;
}

interface RandomPool {
  /** The language's own records; null for a language with no file. */
  own: Corpus | null;
  /** Arabic records of the hadiths `own` lacks, served without translation. */
  untranslated: Corpus | null;
}

// Module-level, like the corpus: servers in one process share what they loaded.
const searchables = new Map<string, Promise<Searchable>>();
const randomPools = new Map<string, Promise<RandomPool>>();

/** Loads what search and random need for `language`, e.g. ahead of the first request. */
export async function warmUp(dataDir: string, language: string): Promise<void> {
  await Promise.all([searchableFor(dataDir, language), randomPoolFor(dataDir, language)]);
}

export async function randomHadith(dataDir: string, language: string): Promise<HadithRecord> {
  const { own, untranslated } = await randomPoolFor(dataDir, language);
  const ownSize = own?.size ?? 0;
  const pick = randomInt(ownSize + (untranslated?.size ?? 0));
  if (own && pick < ownSize) return toHadith(own.record(pick), true);
  return toHadith(untranslated!.record(pick - ownSize), false);
}

export async function searchHadiths(
  dataDir: string,
  language: string,
  query: string,
  page: number,
  limit: number,
): Promise<SearchResult> {
  const { corpus, index, translated } = await searchableFor(dataDir, language);
  const { total, docs } = index.search(query, (page - 1) * limit, limit);
  return { total, hadiths: docs.map((doc) => toHadith(corpus.record(doc), translated)) };
}

function searchableFor(dataDir: string, language: string): Promise<Searchable> {
  return memoised(searchables, `${dataDir}\0${language}`, async () => {
    const corpus =
      language === ARABIC ? await requireArabic(dataDir) : await loadCorpus(dataDir, language);
    if (!corpus) return { ...(await searchableFor(dataDir, ARABIC)), translated: false };
    const data = await cachedIndexData(corpusFile(dataDir, language), language, () =>
      buildIndexData(corpus.size, (doc) => textsOf(corpus.record(doc))),
    );
    return { corpus, index: createSearchIndex(data, (doc) => corpus.ids[doc]!), translated: true };
  });
}

function randomPoolFor(dataDir: string, language: string): Promise<RandomPool> {
  return memoised(randomPools, `${dataDir}\0${language}`, async () => {
    if (language === ARABIC) return { own: await requireArabic(dataDir), untranslated: null };
    const own = await loadCorpus(dataDir, language);
    if (!own) return { own: null, untranslated: await requireArabic(dataDir) };
    // Only the Arabic records this language lacks are kept: for most languages a few dozen.
    const arabic = await readCorpus(corpusFile(dataDir, ARABIC), ARABIC);
    if (!arabic) throw new Error(`${corpusFile(dataDir, ARABIC)} is missing`);
    const missing: number[] = [];
    arabic.ids.forEach((id, doc) => {
      if (!own.indexOfId.has(id)) missing.push(doc);
    });
    return { own, untranslated: corpusSubset(arabic, missing) };
  });
}

async function requireArabic(dataDir: string): Promise<Corpus> {
  const arabic = await loadCorpus(dataDir, ARABIC);
  if (!arabic) throw new Error(`${corpusFile(dataDir, ARABIC)} is missing`);
  return arabic;
}

/** The texts a record is found by: its translation and its Arabic, once each. */
function textsOf(record: CorpusRecord): string[] {
  return [...new Set([record.translation.text, record.arabicText])];
}

function toHadith(record: CorpusRecord, translated: boolean): HadithRecord {
  const { grades, reference } = record;
  return {
    id: record.id,
    collection: record.collection,
    collectionId: record.collectionId,
    bookNumber: record.bookNumber,
    hadithNumber: record.hadithNumber,
    arabicText: record.arabicText,
    translation: translated ? { text: record.translation.text } : null,
    ...(grades && { grades }),
    ...(reference && { reference }),
  };
}

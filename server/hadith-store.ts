import {
  type Corpus,
  type CorpusRecord,
  corpusFile,
  corpusSubset,
  loadCorpus,
  readCorpus,
} from './corpus';
import { buildIndexData, type IndexData } from './index-builder';
import { cachedIndexData } from './index-cache';
import { memoised } from './memoise';
import type { FoundHadith } from './record-shapes';
import { type SearchIndex, createSearchIndex } from './search-index';

export interface TextMatches {
  total: number;
  found: FoundHadith[];
  /** False for a language with no file: what was searched is the Arabic, without translation. */
  translated: boolean;
}

/** The Arabic corpus holds every hadith but the few whose Arabic text is missing. */
export const ARABIC = 'ar';
/** What production sends when a hadith has no text in the language asked for. */
export const FALLBACK_LANGUAGE = 'en';

interface Searchable {
  corpus: Corpus;
  /** The words' postings, which search by meaning learns from too. */
  data: IndexData;
  index: SearchIndex;
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

/** An index drawn uniformly below `size`. */
export type Draw = (size: number) => number;

/**
 * A hadith drawn uniformly from every hadith known, with its translation in
 * `language` exactly, or none (production does not fall back here).
 */
export async function randomHadith(
  dataDir: string,
  language: string,
  draw: Draw,
): Promise<FoundHadith> {
  const { own, untranslated } = await randomPoolFor(dataDir, language);
  const ownSize = own?.size ?? 0;
  const pick = draw(ownSize + (untranslated?.size ?? 0));
  if (own && pick < ownSize) return withOwnTranslation(own.record(pick), language);
  return { record: untranslated!.record(pick - ownSize), translation: null };
}

/** Records of `language` matching `query`, best first (BM25, see server/README.md). */
export async function searchText(
  dataDir: string,
  language: string,
  query: string,
  page: number,
  limit: number,
  /** Only this collection's hadiths (production's search `collection`). */
  collectionId?: number,
): Promise<TextMatches> {
  const { corpus, index, translated } = await searchableFor(dataDir, language);
  const { total, docs } =
    collectionId === undefined
      ? index.search(query, (page - 1) * limit, limit)
      : withinCollection(index.search(query, 0, Infinity).docs, corpus, collectionId, page, limit);
  const found = docs.map((doc) => {
    const record = corpus.record(doc);
    return translated ? withOwnTranslation(record, language) : { record, translation: null };
  });
  return { total, found, translated };
}

/** Every document of `language`'s index (or the Arabic one) matching `query`, as hadith ids. */
export async function matchingIds(
  dataDir: string,
  language: string,
  query: string,
): Promise<number[]> {
  const { corpus, index } = await searchableFor(dataDir, language);
  // Every match: the caller orders them itself.
  return index.search(query, 0, Infinity).docs.map((doc) => corpus.ids[doc]!);
}

/**
 * Hadith `id` with its text in the first of `languages` that has one, else
 * its Arabic record without translation; null when no file knows it.
 */
export async function hadithIn(
  dataDir: string,
  id: number,
  languages: string[],
): Promise<FoundHadith | null> {
  for (const language of languages) {
    const corpus = await loadCorpus(dataDir, language);
    const doc = corpus?.indexOfId.get(id);
    if (corpus && doc !== undefined) return withOwnTranslation(corpus.record(doc), language);
  }
  const arabic = await requireArabic(dataDir);
  const doc = arabic.indexOfId.get(id);
  return doc === undefined ? null : { record: arabic.record(doc), translation: null };
}

/** A hadith's collection, from its id (`collectionId * 1_000_000 + number * 100`, the data README). */
export function collectionOfId(id: number): number {
  return Math.floor(id / 1_000_000);
}

function withinCollection(
  ranked: number[],
  corpus: Corpus,
  collectionId: number,
  page: number,
  limit: number,
): { total: number; docs: number[] } {
  const docs = ranked.filter((doc) => collectionOfId(corpus.ids[doc]!) === collectionId);
  return { total: docs.length, docs: docs.slice((page - 1) * limit, page * limit) };
}

function withOwnTranslation(record: CorpusRecord, language: string): FoundHadith {
  return { record, translation: { text: record.translation.text, language } };
}

function searchableFor(dataDir: string, language: string): Promise<Searchable> {
  return memoised(searchables, `${dataDir}\0${language}`, async () => {
    const corpus =
      language === ARABIC ? await requireArabic(dataDir) : await loadCorpus(dataDir, language);
    if (!corpus) return { ...(await searchableFor(dataDir, ARABIC)), translated: false };
    const data = await cachedIndexData(corpusFile(dataDir, language), language, () =>
      buildIndexData(corpus.size, (doc) => textsOf(corpus.record(doc))),
    );
    const index = createSearchIndex(data, (doc) => corpus.ids[doc]!);
    return { corpus, data, index, translated: true };
  });
}

/**
 * The corpus `language`'s text search reads (the Arabic one for a language with
 * no file), with its index's postings and the file they were built from.
 */
export async function textIndexFor(dataDir: string, language: string) {
  const { corpus, data, translated } = await searchableFor(dataDir, language);
  return { corpus, data, translated, sourceFile: corpusFile(dataDir, corpus.language) };
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

export async function requireArabic(dataDir: string): Promise<Corpus> {
  const arabic = await loadCorpus(dataDir, ARABIC);
  if (!arabic) throw new Error(`${corpusFile(dataDir, ARABIC)} is missing`);
  return arabic;
}

/** The texts a record is found by: its translation and its Arabic, once each. */
function textsOf(record: CorpusRecord): string[] {
  return [...new Set([record.translation.text, record.arabicText])];
}

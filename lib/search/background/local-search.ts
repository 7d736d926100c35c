import type { Table } from 'dexie';
import type { HadithDatabase } from '../../storage/db';
import type { Hadith, SearchPage, SearchRequest } from '../../hadith/hadith';
import { hadithFields } from '../../hadith/fields';
import { withWord } from '../../storage/word-index';
import { tokenize } from '../../hadith/normalize';
import { paginationFor } from '../pagination';
import { documentWords, matchWeight, searchableText } from '../../hadith/search-text';

/**
 * Search over everything held locally, for when the service cannot answer:
 * every cached hadith and the bundled collection, through the multi-entry
 * word index of lib/storage/db.ts, matched, ranked and paged like the service.
 */

export interface LocalSearch {
  search(request: SearchRequest): Promise<SearchPage>;
  /** The hadiths held in `language` with this collection (by name) and number: a reference, offline. */
  held(collection: string, number: number, language: string): Promise<Hadith[]>;
  /** Forgets the indexed bundle, so the next search indexes the (updated) one again. */
  clearBundled(): Promise<void>;
}

/** The bundled collection in a language (lib/hadith/bundled-collection.ts in the background). */
export type BundledSource = (language: string) => Hadith[] | Promise<Hadith[]>;

// BM25's usual constants, as on the service.
const K1 = 1.2;
const B = 0.75;

type Keyed = Hadith & { words?: string[] };

interface Scored {
  hadith: Hadith;
  score: number;
}

/**
 * BM25 over the matched documents. A query word's score in a document is
 * that of its best match there (an exact word at full weight, a longer word
 * it begins at half); document frequencies and the average length are taken
 * over the local collection, which is all that is known offline.
 */
function rank(docs: Keyed[], terms: string[], hits: number[], collectionSize: number): Scored[] {
  const tokenized = docs.map((doc) => tokenize(searchableText(doc)));
  const averageLength =
    tokenized.reduce((sum, words) => sum + words.length, 0) / Math.max(tokenized.length, 1);
  const idfs = hits.map((df) => Math.log(1 + (collectionSize - df + 0.5) / (df + 0.5)));
  return docs.map((doc, i) => {
    const words = tokenized[i]!;
    const norm = K1 * (1 - B + (B * words.length) / averageLength);
    let score = 0;
    for (const [t, term] of terms.entries()) {
      const counts = new Map<string, number>();
      for (const word of words)
        if (matchWeight(word, term) > 0) counts.set(word, (counts.get(word) ?? 0) + 1);
      let best = 0;
      for (const [word, count] of counts) {
        best = Math.max(
          best,
          (matchWeight(word, term) * idfs[t]! * count * (K1 + 1)) / (count + norm),
        );
      }
      score += best;
    }
    return { hadith: hadithFields(doc), score };
  });
}

export function createLocalSearch(db: HadithDatabase, bundled: BundledSource): LocalSearch {
  const indexedLanguages = new Set<string>();
  // Reading the bundle and clearing it take turns: a clear that came while a search was
  // writing the bundle would otherwise empty it after its language was marked indexed.
  let turns: Promise<unknown> = Promise.resolve();
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const done = turns.then(work);
    turns = done.catch(() => undefined);
    return done;
  }

  async function indexBundled(language: string): Promise<void> {
    if (indexedLanguages.has(language)) return;
    const present = await db.bundledHadiths.where('language').equals(language).count();
    if (present === 0) {
      const records = await bundled(language);
      // A record the bundle only has in another language is not a result in this one.
      const inLanguage = records.filter((hadith) => hadith.language === language);
      await db.bundledHadiths.bulkPut(
        inLanguage.map((hadith) => ({ ...hadith, words: documentWords(hadith) })),
      );
    }
    indexedLanguages.add(language);
  }

  /** `read`, once the bundle in `language` is indexed, in its turn. */
  const withBundle = <T>(language: string, read: () => Promise<T>): Promise<T> =>
    inTurn(async () => {
      await indexBundled(language);
      return read();
    });

  /** The rows of `table` in `language` whose words match every term, and each term's hits. */
  async function matching<T extends Keyed>(
    table: Table<T, [number, string]>,
    terms: string[],
    language: string,
  ): Promise<{ docs: Keyed[]; hits: number[] }> {
    const perTerm = await Promise.all(
      terms.map(async (term) => {
        const keys = await withWord(table.where('words'), term).primaryKeys();
        return new Set(keys.filter(([, lang]) => lang === language).map(([id]) => id));
      }),
    );
    const [first = new Set<number>(), ...rest] = perTerm;
    const ids = [...first].filter((id) => rest.every((set) => set.has(id)));
    const rows = await table.bulkGet(ids.map((id): [number, string] => [id, language]));
    return {
      docs: rows.filter((row): row is T => row !== undefined),
      hits: perTerm.map((set) => set.size),
    };
  }

  return {
    async search({ query, language, page, limit }) {
      const terms = [...new Set(tokenize(query))];
      if (terms.length === 0) return { hadiths: [], pagination: paginationFor(page, limit, 0) };
      const [cached, bundle, cachedCount, bundleCount] = await withBundle(language, () =>
        Promise.all([
          matching(db.hadiths, terms, language),
          matching(db.bundledHadiths, terms, language),
          db.hadiths.where('language').equals(language).count(),
          db.bundledHadiths.where('language').equals(language).count(),
        ]),
      );
      // A bundled hadith also in the cache counts once, as cached.
      const cachedIds = new Set(cached.docs.map((hadith) => hadith.id));
      const docs = [...cached.docs, ...bundle.docs.filter((hadith) => !cachedIds.has(hadith.id))];
      const hits = terms.map((_, t) => (cached.hits[t] ?? 0) + (bundle.hits[t] ?? 0));
      const ranked = rank(docs, terms, hits, cachedCount + bundleCount)
        .sort((a, b) => b.score - a.score || a.hadith.id - b.hadith.id)
        .map(({ hadith }) => hadith);
      const start = (page - 1) * limit;
      return {
        hadiths: ranked.slice(start, start + limit),
        pagination: paginationFor(page, limit, ranked.length),
      };
    },

    async held(collection, number, language) {
      const at = (row: Hadith) => row.hadithNumber === number && row.collection === collection;
      const [cached, bundle] = await withBundle(language, () =>
        Promise.all([
          db.hadiths.where('language').equals(language).filter(at).toArray(),
          db.bundledHadiths.where('language').equals(language).filter(at).toArray(),
        ]),
      );
      const cachedIds = new Set(cached.map((hadith) => hadith.id));
      return [...cached, ...bundle.filter((hadith) => !cachedIds.has(hadith.id))]
        .map(hadithFields)
        .sort((a, b) => a.id - b.id);
    },

    clearBundled: () =>
      inTurn(async () => {
        await db.bundledHadiths.clear();
        indexedLanguages.clear();
      }),
  };
}

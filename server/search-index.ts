import { tokenize } from '../lib/hadith/normalize';
import type { IndexData } from './index-builder';
import { topRanked } from './top-ranked';

export interface SearchIndex {
  /** Documents matching every word of `query`: how many, and the best ones from `offset`. */
  search(query: string, offset: number, count: number): { total: number; docs: number[] };
}

/** A query word this short matches whole words only; longer ones also match as a prefix. */
export const MIN_PREFIX_LENGTH = 3;
/** A word matched only as a prefix scores this fraction of an exact match. */
export const PREFIX_WEIGHT = 0.5;

// BM25's usual constants.
const K1 = 1.2;
const B = 0.75;

/** BM25 ranking over `data`; ties go to the smaller hadith id (`idOf`). */
export function createSearchIndex(data: IndexData, idOf: (doc: number) => number): SearchIndex {
  const { words, runStarts, postingDocs, postingCounts, docLengths } = data;
  const size = docLengths.length;
  const wordIds = new Map(words.map((word, id) => [word, id]));
  const sortedWords = [...words].sort();
  const averageLength = docLengths.reduce((sum, length) => sum + length, 0) / Math.max(size, 1);
  const lengthNorms = docLengths.map((length) => K1 * (1 - B + (B * length) / averageLength));
  const idfs = Float64Array.from(words, (_, w) => {
    const df = runStarts[w + 1]! - runStarts[w]!;
    return Math.log(1 + (size - df + 0.5) / (df + 0.5));
  });

  /** The word ids a query word matches, with their weight. */
  function expand(term: string): [number, number][] {
    const matches: [number, number][] = [];
    const exact = wordIds.get(term);
    if (exact !== undefined) matches.push([exact, 1]);
    if (term.length < MIN_PREFIX_LENGTH) return matches;
    for (let i = lowerBound(sortedWords, term); i < sortedWords.length; i++) {
      const word = sortedWords[i]!;
      if (!word.startsWith(term)) break;
      if (word !== term) matches.push([wordIds.get(word)!, PREFIX_WEIGHT]);
    }
    return matches;
  }

  function postingCount(matches: [number, number][]): number {
    return matches.reduce((sum, [w]) => sum + runStarts[w + 1]! - runStarts[w]!, 0);
  }

  return {
    search(query, offset, count) {
      const terms = [...new Set(tokenize(query))].map(expand);
      // The rarest word first: later words only revisit documents that matched so far.
      terms.sort((a, b) => postingCount(a) - postingCount(b));
      const scores = new Float64Array(size);
      const matchedTerms = new Uint16Array(size);
      const termScores = new Float64Array(size);
      let matched: number[] = [];
      for (const [t, matches] of terms.entries()) {
        const touched: number[] = [];
        for (const [w, weight] of matches) {
          const idf = idfs[w]! * weight;
          for (let p = runStarts[w]!; p < runStarts[w + 1]!; p++) {
            const doc = postingDocs[p]!;
            if (matchedTerms[doc] !== t) continue;
            const count = postingCounts[p]!;
            const score = (idf * count * (K1 + 1)) / (count + lengthNorms[doc]!);
            if (termScores[doc] === 0) touched.push(doc);
            if (score > termScores[doc]!) termScores[doc] = score;
          }
        }
        // A word's score in a document is that of its best-scoring match there.
        for (const doc of touched) {
          scores[doc]! += termScores[doc]!;
          termScores[doc] = 0;
          matchedTerms[doc] = t + 1;
        }
        matched = touched;
        if (matched.length === 0) break;
      }
      const before = (a: number, b: number) =>
        scores[a]! > scores[b]! || (scores[a] === scores[b] && idOf(a) < idOf(b));
      const ranked = offset < matched.length ? topRanked(matched, offset + count, before) : [];
      return { total: matched.length, docs: ranked.slice(offset) };
    },
  };
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

import type { KeywordRanking } from './keyword-ranking';
import type { LatentSpace } from './latent-space';
import { normalizeInPlace } from './linear-algebra';
import { topRanked } from '../top-ranked';

/**
 * Search by meaning: the query's words say roughly what it is about; the
 * hadiths a keyword ranking puts first say it better (pseudo-relevance
 * feedback). Their centroid in the learnt space, with the query's own
 * vector, finds the hadiths on that subject, worded or not like the query;
 * half the keyword score keeps the ones that do use its words near the top.
 * Measured on the benchmark's paraphrase queries (docs/benchmarks.md), this
 * beats the learnt vectors alone and the keyword ranking alone.
 */
export interface MeaningRanking {
  /** The best `count` documents for `query`, with a similarity from 0 to 1, best first. */
  search(query: string, count: number): { doc: number; similarity: number }[];
}

/** How many of the keyword ranking's first hadiths stand for the query's subject. */
export const FEEDBACK_DOCUMENTS = 20;
/** The keyword score's share, against the learnt similarity's 1. */
export const KEYWORD_SHARE = 0.5;

export function createMeaningRanking(
  space: LatentSpace,
  keywords: KeywordRanking,
  words: string[],
): MeaningRanking {
  const { dimensions, wordVectors, docVectors } = space;
  const rowOfWord = new Map(space.words.map((word, row) => [word, row]));
  // The text index's word id → the word's row in the space, or -1.
  const rows = Int32Array.from(words, (word) => rowOfWord.get(word) ?? -1);
  const documents = docVectors.length / dimensions;

  function centre(terms: [number, number][], feedback: number[]): Float64Array {
    const query = new Float64Array(dimensions);
    for (const [w, weight] of terms) {
      const row = rows[w]!;
      if (row < 0) continue;
      for (let k = 0; k < dimensions; k++) query[k]! += weight * wordVectors[row * dimensions + k]!;
    }
    normalizeInPlace(query);
    const centroid = new Float64Array(dimensions);
    for (const doc of feedback) {
      for (let k = 0; k < dimensions; k++) centroid[k]! += docVectors[doc * dimensions + k]!;
    }
    normalizeInPlace(centroid);
    for (let k = 0; k < dimensions; k++) centroid[k]! += query[k]!;
    return normalizeInPlace(centroid);
  }

  return {
    search(query, count) {
      const terms = keywords.queryTerms(query);
      if (terms.length === 0) return [];
      const keywordScores = keywords.scores(terms);
      const feedback = keywords.best(keywordScores, FEEDBACK_DOCUMENTS);
      const best = feedback.length > 0 ? keywordScores[feedback[0]!]! : 0;
      const direction = centre(terms, feedback);
      const scores = new Float64Array(documents);
      const candidates: number[] = [];
      for (let doc = 0; doc < documents; doc++) {
        let similarity = 0;
        for (let k = 0, at = doc * dimensions; k < dimensions; k++, at++) {
          similarity += docVectors[at]! * direction[k]!;
        }
        const keyword = best > 0 ? keywordScores[doc]! / best : 0;
        scores[doc] = similarity + KEYWORD_SHARE * keyword;
        if (scores[doc]! > 0) candidates.push(doc);
      }
      const before = (a: number, b: number) =>
        scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
      return topRanked(candidates, count, before).map((doc) => ({
        doc,
        similarity: Math.min(1, Math.max(0, scores[doc]! / (1 + KEYWORD_SHARE))),
      }));
    },
  };
}

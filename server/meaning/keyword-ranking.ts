import { tokenize } from '../../lib/hadith/normalize';
import type { IndexData } from '../index-builder';
import { topRanked } from '../top-ranked';
import { termWeight, type TermWeights } from './term-weights';

/**
 * A plain ranked keyword search: the cosine of the query's and each
 * document's TF-IDF vectors, over every document sharing a word with the
 * query (no word required). The benchmark's baseline, and where search by
 * meaning takes its first guess of what the query is about.
 */
export interface KeywordRanking {
  /** The query's words as (word id, weight): those the corpus knows. */
  queryTerms(query: string): [number, number][];
  /** Each document's score (0 where it shares no word), for the query's terms. */
  scores(terms: [number, number][]): Float64Array;
  /** The best `count` documents of `scores` that score above 0, best first; ties by document. */
  best(scores: Float64Array, count: number): number[];
}

export function createKeywordRanking(data: IndexData, weights: TermWeights): KeywordRanking {
  const { runStarts, postingDocs, postingCounts } = data;
  const wordIds = new Map(data.words.map((word, id) => [word, id]));
  return {
    queryTerms(query) {
      const counts = new Map<number, number>();
      for (const word of tokenize(query)) {
        const id = wordIds.get(word);
        if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return [...counts].map(([id, count]) => [id, termWeight(count, weights.idf[id]!)]);
    },
    scores(terms) {
      const scores = new Float64Array(weights.size);
      for (const [w, queryWeight] of terms) {
        const idf = weights.idf[w]!;
        for (let p = runStarts[w]!; p < runStarts[w + 1]!; p++) {
          const doc = postingDocs[p]!;
          scores[doc]! +=
            queryWeight * termWeight(postingCounts[p]!, idf) * weights.inverseNorms[doc]!;
        }
      }
      return scores;
    },
    best(scores, count) {
      const matched: number[] = [];
      scores.forEach((score, doc) => {
        if (score > 0) matched.push(doc);
      });
      const before = (a: number, b: number) =>
        scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
      return topRanked(matched, count, before);
    },
  };
}

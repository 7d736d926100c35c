import type { IndexData } from '../index-builder';

/**
 * TF-IDF weights over the text index's postings: a word's weight in a
 * document is (1 + ln tf) · ln(N / df), and each document's vector has unit
 * length. Both the keyword ranking and the learnt vectors read these.
 */
export interface TermWeights {
  size: number;
  idf: Float64Array;
  /** 1 / the length of each document's unweighted TF-IDF vector (0 for an empty one). */
  inverseNorms: Float64Array;
}

export function termWeights(data: IndexData): TermWeights {
  const { runStarts, postingDocs, postingCounts, docLengths } = data;
  const size = docLengths.length;
  const idf = Float64Array.from(data.words, (_, w) => {
    const df = runStarts[w + 1]! - runStarts[w]!;
    return Math.log(size / Math.max(df, 1));
  });
  const squares = new Float64Array(size);
  for (let w = 0; w < data.words.length; w++) {
    for (let p = runStarts[w]!; p < runStarts[w + 1]!; p++) {
      const weight = (1 + Math.log(postingCounts[p]!)) * idf[w]!;
      squares[postingDocs[p]!]! += weight * weight;
    }
  }
  const inverseNorms = squares.map((square) => (square > 0 ? 1 / Math.sqrt(square) : 0));
  return { size, idf, inverseNorms };
}

/** The weight of a word seen `count` times, before the document's normalisation. */
export function termWeight(count: number, idf: number): number {
  return (1 + Math.log(count)) * idf;
}

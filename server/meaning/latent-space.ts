import type { IndexData } from '../index-builder';
import {
  gaussianMatrix,
  gram,
  normalizeInPlace,
  orthonormalize,
  symmetricEigen,
} from './linear-algebra';
import { termWeight, type TermWeights } from './term-weights';

/**
 * Latent semantic analysis learnt from the corpus itself: a truncated SVD of
 * the documents' TF-IDF matrix, A ≈ U Σ Vᵀ, found by randomised subspace
 * iteration (Halko, Martinsson & Tropp 2011). Words that occur in the same
 * hadiths get nearby vectors, so a query lands near hadiths on its subject
 * even where they share none of its words.
 */
export interface LatentSpace {
  dimensions: number;
  /** The words given a vector, and each one's row in `wordVectors`. */
  words: string[];
  /** `words.length × dimensions`: V's rows, a word's direction in the space. */
  wordVectors: Float32Array;

  /** `documents × dimensions`: each document's unit vector, the rows of A V normalised. */
  docVectors: Float32Array;
}

export const DIMENSIONS = 150;
const OVERSAMPLING = 20;
const POWER_ITERATIONS = 2;
/** Words in fewer documents than this teach nothing about what goes together. */
const MIN_DOCUMENT_FREQUENCY = 3;
const SEED = 20261207;

/** The document × word matrix, by word: column `c` holds the postings of word `columns[c]`. */
function weightedColumns(data: IndexData, weights: TermWeights) {
  const { runStarts } = data;
  const columns: number[] = [];
  for (let w = 0; w < data.words.length; w++) {
    const df = runStarts[w + 1]! - runStarts[w]!;
    if (df >= MIN_DOCUMENT_FREQUENCY && df <= weights.size / 2) columns.push(w);
  }
  return columns;
}

/** Builds the space (about ten seconds for one language's 35,000 hadiths). */
export async function buildLatentSpace(
  data: IndexData,
  weights: TermWeights,
): Promise<LatentSpace> {
  const { runStarts, postingDocs, postingCounts } = data;
  const columns = weightedColumns(data, weights);
  const documents = weights.size;
  const wordCount = columns.length;
  const width = Math.min(DIMENSIONS + OVERSAMPLING, wordCount, documents);
  const dimensions = Math.min(DIMENSIONS, width);

  const entry = (w: number, p: number) =>
    termWeight(postingCounts[p]!, weights.idf[w]!) * weights.inverseNorms[postingDocs[p]!]!;

  /** A X: `documents × width`, from `wordCount × width`. */
  const timesWords = (x: Float64Array) => {
    const result = new Float64Array(documents * width);
    columns.forEach((w, c) => {
      for (let p = runStarts[w]!; p < runStarts[w + 1]!; p++) {
        const value = entry(w, p);
        const target = postingDocs[p]! * width;
        for (let j = 0, source = c * width; j < width; j++, source++) {
          result[target + j]! += value * x[source]!;
        }
      }
    });
    return result;
  };
  /** Aᵀ Y: `wordCount × width`, from `documents × width`. */
  const timesDocuments = (y: Float64Array) => {
    const result = new Float64Array(wordCount * width);
    columns.forEach((w, c) => {
      const target = c * width;
      for (let p = runStarts[w]!; p < runStarts[w + 1]!; p++) {
        const value = entry(w, p);
        for (let j = 0, source = postingDocs[p]! * width; j < width; j++, source++) {
          result[target + j]! += value * y[source]!;
        }
      }
    });
    return result;
  };
  // Lets the server answer other requests between the long products.
  const yieldNow = () => new Promise(setImmediate);

  let range = timesWords(gaussianMatrix(wordCount, width, SEED));
  orthonormalize(range, documents, width);
  for (let i = 0; i < POWER_ITERATIONS; i++) {
    await yieldNow();
    const back = timesDocuments(range);
    orthonormalize(back, wordCount, width);
    await yieldNow();
    range = timesWords(back);
    orthonormalize(range, documents, width);
  }
  await yieldNow();
  // B = Qᵀ A, kept as its transpose Z = Aᵀ Q; B Bᵀ = Zᵀ Z gives B's left singular vectors.
  const z = timesDocuments(range);
  const { values, vectors } = symmetricEigen(gram(z, wordCount, width), width);

  // V's first columns: Z u_k / σ_k.
  const wordVectors = new Float32Array(wordCount * dimensions);
  for (let k = 0; k < dimensions; k++) {
    const sigma = Math.sqrt(Math.max(values[k]!, 0));
    if (sigma === 0) continue;
    for (let c = 0; c < wordCount; c++) {
      let sum = 0;
      for (let j = 0; j < width; j++) sum += z[c * width + j]! * vectors[j * width + k]!;
      wordVectors[c * dimensions + k] = sum / sigma;
    }
  }
  await yieldNow();
  const docVectors = new Float32Array(documents * dimensions);
  columns.forEach((w, c) => {
    for (let p = runStarts[w]!; p < runStarts[w + 1]!; p++) {
      const value = entry(w, p);
      const target = postingDocs[p]! * dimensions;
      for (let k = 0; k < dimensions; k++) {
        docVectors[target + k]! += value * wordVectors[c * dimensions + k]!;
      }
    }
  });
  for (let d = 0; d < documents; d++) {
    normalizeInPlace(docVectors.subarray(d * dimensions, (d + 1) * dimensions));
  }
  const words = columns.map((w) => data.words[w]!);
  return { dimensions, words, wordVectors, docVectors };
}

import { tokenize } from '../lib/hadith/normalize';
import { GrowableArray } from './growable-array';

/**
 * An inverted index as flat typed arrays: the postings of word `w` are
 * `postingDocs/postingCounts[runStarts[w] .. runStarts[w + 1])`, documents ascending.
 * Hundreds of thousands of small per-word arrays would cost more than the postings.
 */
export interface IndexData {
  /** Normalised words, indexed by word id. */
  words: string[];
  runStarts: Uint32Array;
  postingDocs: Int32Array;
  postingCounts: Uint16Array;
  /** Number of words in each document. */
  docLengths: Float64Array;
}

// Indexing in slices lets the server answer other requests while a language loads.
const DOCS_PER_SLICE = 2000;
const MAX_COUNT = 0xffff;

/** Indexes documents `0 .. size - 1`, each made of the texts `textsOf` returns. */
export async function buildIndexData(
  size: number,
  textsOf: (doc: number) => string[],
): Promise<IndexData> {
  const wordIds = new Map<string, number>();
  const pairWord = new GrowableArray(Int32Array, size * 64);
  const pairCount = new GrowableArray(Uint16Array, size * 64);
  const docEnds = new Uint32Array(size);
  const docLengths = new Float64Array(size);
  // Per word: the last document it was seen in, and where that document's pair is.
  const lastDocOf: number[] = [];
  const pairOf: number[] = [];
  for (let doc = 0; doc < size; doc++) {
    if (doc % DOCS_PER_SLICE === 0) await new Promise(setImmediate);
    for (const text of textsOf(doc)) {
      for (const word of tokenize(text)) {
        let wordId = wordIds.get(word);
        if (wordId === undefined) wordIds.set(word, (wordId = wordIds.size));
        docLengths[doc]!++;
        if (lastDocOf[wordId] === doc) {
          const pair = pairOf[wordId]!;
          pairCount.set(pair, Math.min(pairCount.at(pair) + 1, MAX_COUNT));
        } else {
          lastDocOf[wordId] = doc;
          pairOf[wordId] = pairWord.length;
          pairWord.push(wordId);
          pairCount.push(1);
        }
      }
    }
    docEnds[doc] = pairWord.length;
  }

  // Counting sort of the (doc, word) pairs by word; documents stay ascending within a word.
  const wordCount = wordIds.size;
  const runStarts = new Uint32Array(wordCount + 1);
  for (let i = 0; i < pairWord.length; i++) runStarts[pairWord.at(i) + 1]!++;
  for (let w = 0; w < wordCount; w++) runStarts[w + 1]! += runStarts[w]!;
  const postingDocs = new Int32Array(pairWord.length);
  const postingCounts = new Uint16Array(pairWord.length);
  const cursor = runStarts.slice(0, wordCount);
  for (let doc = 0, i = 0; doc < size; doc++) {
    for (; i < docEnds[doc]!; i++) {
      const at = cursor[pairWord.at(i)]!++;
      postingDocs[at] = doc;
      postingCounts[at] = pairCount.at(i);
    }
  }
  return { words: [...wordIds.keys()], runStarts, postingDocs, postingCounts, docLengths };
}

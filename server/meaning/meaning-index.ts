import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Corpus } from '../corpus';
import { textIndexFor } from '../hadith-store';
import { cachedBuild, INDEXING_SOURCES, packBuild, unpackBuild } from '../index-cache';
import { memoised } from '../memoise';
import { createKeywordRanking, type KeywordRanking } from './keyword-ranking';
import { buildLatentSpace, type LatentSpace } from './latent-space';
import { createMeaningRanking, type MeaningRanking } from './meaning-ranking';
import { termWeights } from './term-weights';

/**
 * Search by meaning for one language: the learnt space (built once, about
 * ten seconds, then kept on disk beside the text index), the keyword
 * ranking it starts from, and the corpus whose documents they number.
 */
export interface MeaningIndex {
  corpus: Corpus;
  /** False for a language with no file: its documents are the Arabic corpus's. */
  translated: boolean;
  meaning: MeaningRanking;
  keywords: KeywordRanking;
}

const MEANING_DIR = dirname(fileURLToPath(import.meta.url));
const FORMAT = 'hadith-latent-space-2';
// Any change to how the space is learnt must invalidate the cache.
const LEARNING_SOURCES = [
  ...INDEXING_SOURCES,
  join(MEANING_DIR, 'latent-space.ts'),
  join(MEANING_DIR, 'linear-algebra.ts'),
  join(MEANING_DIR, 'term-weights.ts'),
];

const indexes = new Map<string, Promise<MeaningIndex>>();

export function meaningIndexFor(dataDir: string, language: string): Promise<MeaningIndex> {
  return memoised(indexes, `${dataDir}\0${language}`, async () => {
    const { corpus, data, translated, sourceFile } = await textIndexFor(dataDir, language);
    const weights = termWeights(data);
    const keywords = createKeywordRanking(data, weights);
    const space = await cachedBuild(
      {
        sourceFile,
        language: corpus.language,
        kind: 'lsa',
        format: FORMAT,
        sources: LEARNING_SOURCES,
      },
      {
        build: () => buildLatentSpace(data, weights),
        encode: encodeLatentSpace,
        decode: decodeLatentSpace,
      },
    );
    return {
      corpus,
      translated,
      keywords,
      meaning: createMeaningRanking(space, keywords, data.words),
    };
  });
}

interface SpaceHeader {
  format: string;
  dimensions: number;
  wordCount: number;
  documentCount: number;
  [field: string]: number | string;
}

export function encodeLatentSpace(space: LatentSpace): Buffer {
  const header: SpaceHeader = {
    format: FORMAT,
    dimensions: space.dimensions,
    wordCount: space.words.length,
    documentCount: space.docVectors.length / Math.max(space.dimensions, 1),
  };
  return packBuild(header, [space.wordVectors, space.docVectors], space.words);
}

export function decodeLatentSpace(bytes: Buffer): LatentSpace {
  const { header, take, words } = unpackBuild<SpaceHeader>(bytes, FORMAT);
  const { dimensions, wordCount, documentCount } = header;
  const wordVectors = take(Float32Array, wordCount * dimensions);
  const docVectors = take(Float32Array, documentCount * dimensions);
  return { dimensions, words: words(wordCount), wordVectors, docVectors };
}

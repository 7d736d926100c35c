import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Corpus } from '../corpus';
import { textIndexFor } from '../hadith-store';
import { cachedBuild, INDEXING_SOURCES } from '../index-cache';
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

interface Header {
  format: string;
  dimensions: number;
  wordCount: number;
  documentCount: number;
}

export function encodeLatentSpace(space: LatentSpace): Buffer {
  const header: Header = {
    format: FORMAT,
    dimensions: space.dimensions,
    wordCount: space.words.length,
    documentCount: space.docVectors.length / Math.max(space.dimensions, 1),
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const headerLength = Buffer.alloc(4);
  headerLength.writeUInt32LE(headerBytes.length);
  const bytes = (array: Float32Array) =>
    Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  return Buffer.concat([
    headerLength,
    headerBytes,
    bytes(space.wordVectors),
    bytes(space.docVectors),
    Buffer.from(space.words.join('\n')),
  ]);
}

export function decodeLatentSpace(bytes: Buffer): LatentSpace {
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as Header;
  if (header.format !== FORMAT) throw new Error(`unknown format ${header.format}`);
  let offset = 4 + headerLength;
  const floats = (count: number) => {
    const end = offset + count * Float32Array.BYTES_PER_ELEMENT;
    if (end > bytes.length) throw new Error('file is truncated');
    // A copy, so the array is aligned whatever its offset in the file.
    const copy = bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + end);
    offset = end;
    return new Float32Array(copy as ArrayBuffer);
  };
  const wordVectors = floats(header.wordCount * header.dimensions);
  const docVectors = floats(header.documentCount * header.dimensions);
  const words = header.wordCount === 0 ? [] : bytes.toString('utf8', offset).split('\n');
  if (words.length !== header.wordCount) throw new Error('word list does not match its header');
  return { dimensions: header.dimensions, words, wordVectors, docVectors };
}

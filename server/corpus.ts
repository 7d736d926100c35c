import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { memoised } from './memoise';

/** One line of `corpus/hadiths.<lang>.jsonl.gz`, as described in the data README. */
export interface CorpusRecord {
  id: number;
  collection: string;
  collectionId: number;
  bookNumber: number;
  hadithNumber: number;
  arabicText: string;
  translation: { text: string };
  grades?: { name: string; grade: string }[];
  reference?: Record<string, unknown>;
}

/**
 * The records of one language file. Lines stay as UTF-8 bytes and are parsed
 * only when served: a parsed corpus would take about twice the memory.
 */
export interface Corpus {
  language: string;
  size: number;
  /** Hadith id of each record, in file order. */
  ids: Int32Array;
  indexOfId: ReadonlyMap<number, number>;
  /** The record's JSON line, newline included. */
  line(index: number): Buffer;
  record(index: number): CorpusRecord;
}

export class DataDirError extends Error {
  override readonly name = 'DataDirError';
}

const ID_PREFIX = /^\{"id":(\d+),/;

export function corpusFile(dataDir: string, language: string): string {
  return join(dataDir, 'corpus', `hadiths.${language}.jsonl.gz`);
}

/** Fails with a DataDirError unless `dataDir` holds the Arabic and English corpus. */
export async function checkDataDir(dataDir: string): Promise<void> {
  for (const language of ['ar', 'en']) {
    const file = corpusFile(dataDir, language);
    try {
      await access(file);
    } catch (error) {
      throw new DataDirError(
        `Hadith data not found: ${file} is missing (${(error as Error).message}). ` +
          'Point --data or HADITH_DATA_DIR at the shared data folder (the one holding corpus/).',
      );
    }
  }
}

// Shared by every server in the process, so tests starting several servers load a language once.
const loaded = new Map<string, Promise<Corpus | null>>();

/** The corpus of `language`, or null when the data has no file for it. */
export function loadCorpus(dataDir: string, language: string): Promise<Corpus | null> {
  return memoised(loaded, `${dataDir}\0${language}`, () =>
    readCorpus(corpusFile(dataDir, language), language),
  );
}

/** Reads a corpus file afresh, without keeping it for later requests; null when it does not exist. */
export async function readCorpus(file: string, language: string): Promise<Corpus | null> {
  let compressed: Buffer;
  try {
    compressed = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // Synchronous on purpose: a quarter of a second per file, against a second and twice
  // the peak memory for zlib's asynchronous version.
  return parseCorpus(gunzipSync(compressed), language, file);
}

/** A compact copy of some records of `corpus`, so the rest can be freed. */
export function corpusSubset(corpus: Corpus, docs: number[]): Corpus {
  const lines = Buffer.concat(docs.map((doc) => corpus.line(doc)));
  return parseCorpus(lines, corpus.language, `part of the ${corpus.language} corpus`);
}

function parseCorpus(bytes: Buffer, language: string, source: string): Corpus {
  const starts: number[] = [];
  const ids: number[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    if (end > start) {
      const match = ID_PREFIX.exec(bytes.toString('latin1', start, start + 24));
      if (!match) throw new Error(`${source}: line at byte ${start} does not start with an id`);
      starts.push(start);
      ids.push(Number(match[1]));
    }
    start = end + 1;
  }
  const lineStarts = Uint32Array.from([...starts, bytes.length]);
  const line = (index: number) => bytes.subarray(lineStarts[index], lineStarts[index + 1]);
  return {
    language,
    size: ids.length,
    ids: Int32Array.from(ids),
    indexOfId: new Map(ids.map((id, index) => [id, index])),
    line,
    record: (index) => JSON.parse(line(index).toString('utf8')) as CorpusRecord,
  };
}

import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IndexData } from './index-builder';

/**
 * Built indexes are kept on disk, so only the first start after a change of
 * data or of the indexing code pays for tokenising a language (seconds).
 */
const SERVER_DIR = dirname(fileURLToPath(import.meta.url));
export const INDEX_CACHE_DIR = resolve(SERVER_DIR, '../node_modules/.cache/hadith-server');
const FORMAT = 'hadith-index-1';
// Any change to how text is tokenised or indexed must invalidate the cache.
export const INDEXING_SOURCES = [
  resolve(SERVER_DIR, '../lib/hadith/normalize.ts'),
  join(SERVER_DIR, 'index-builder.ts'),
];

export function cachedIndexData(
  sourceFile: string,
  language: string,
  build: () => Promise<IndexData>,
): Promise<IndexData> {
  return cachedBuild(
    { sourceFile, language, kind: 'idx', format: FORMAT, sources: INDEXING_SOURCES },
    { build, encode: encodeIndexData, decode: decodeIndexData },
  );
}

/** What a cached build is made from: a change to any of it makes the cached copy stale. */
export interface BuildInputs {
  /** The data file it is built from (its size and time are read, not its bytes). */
  sourceFile: string;
  language: string;
  /** The file name's ending, one per kind of build (`idx`, `lsa`). */
  kind: string;
  /** The name of the file's layout. */
  format: string;
  /** The code that builds it: the paths of its files. */
  sources: string[];
}

/** What `build` makes, kept on disk in INDEX_CACHE_DIR with `encode`, read back with `decode`. */
export async function cachedBuild<T>(
  inputs: BuildInputs,
  codec: { build: () => Promise<T>; encode: (value: T) => Buffer; decode: (bytes: Buffer) => T },
): Promise<T> {
  const { sourceFile, language, kind } = inputs;
  // One cache entry per source file and kind: older entries for it are removed when a new one is written.
  const prefix = `${language}-${createHash('sha256').update(sourceFile).digest('hex').slice(0, 8)}-`;
  const suffix = `.${kind}`;
  const file = join(INDEX_CACHE_DIR, `${prefix}${await cacheKey(inputs)}${suffix}`);
  const cached = await readCache(file, codec.decode);
  if (cached) return cached;
  const value = await codec.build();
  await writeCache(file, prefix, suffix, codec.encode(value));
  return value;
}

async function cacheKey({ sourceFile, format, sources }: BuildInputs): Promise<string> {
  const hash = createHash('sha256').update(format);
  const source = await stat(sourceFile);
  hash.update(`${source.size}:${source.mtimeMs}`);
  for (const file of sources) hash.update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

async function readCache<T>(file: string, decode: (bytes: Buffer) => T): Promise<T | null> {
  try {
    return decode(await readFile(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // A truncated or foreign file is rebuilt and overwritten; say so, it should be rare.
    console.error(`hadith-server: ignoring index cache ${file}: ${(error as Error).message}`);
    return null;
  }
}

async function writeCache(file: string, prefix: string, suffix: string, bytes: Buffer) {
  try {
    await mkdir(INDEX_CACHE_DIR, { recursive: true });
    const stale = (await readdir(INDEX_CACHE_DIR)).filter(
      (name) => name.startsWith(prefix) && name.endsWith(suffix) && name !== basename(file),
    );
    await Promise.all(stale.map((name) => rm(join(INDEX_CACHE_DIR, name), { force: true })));
    // Written aside and renamed, so a concurrent reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch (error) {
    // What is in memory is complete: a read-only disk only costs the next start time.
    console.error(
      `hadith-server: could not cache the index in ${file}: ${(error as Error).message}`,
    );
  }
}

/** A cached build's header: its layout's name, and the counts its arrays are read by. */
type Header = { format: string } & Record<string, number | string>;

/** What a build keeps: a header, typed arrays in order, and its words, one a line. */
type KeptArray = Float64Array | Float32Array | Uint32Array | Int32Array | Uint16Array;

/** The bytes of a cached build: the header's length, the header as JSON, the arrays, the words. */
export function packBuild(header: Header, arrays: KeptArray[], words: string[]): Buffer {
  const headerBytes = Buffer.from(JSON.stringify(header));
  const headerLength = Buffer.alloc(4);
  headerLength.writeUInt32LE(headerBytes.length);
  return Buffer.concat([
    headerLength,
    headerBytes,
    ...arrays.map((array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength)),
    Buffer.from(words.join('\n')),
  ]);
}

/**
 * Reads what packBuild wrote in `format`: the header, then each array in
 * turn (`take`), then the words. Throws on another format or a truncated file.
 */
export function unpackBuild<H extends Header>(bytes: Buffer, format: string) {
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as H;
  if (header.format !== format) throw new Error(`unknown format ${header.format}`);
  let offset = 4 + headerLength;
  return {
    header,
    // Copies, so each array is aligned whatever its offset in the file.
    take<T>(Kind: { BYTES_PER_ELEMENT: number; new (buffer: ArrayBuffer): T }, n: number): T {
      const end = offset + n * Kind.BYTES_PER_ELEMENT;
      if (end > bytes.length) throw new Error('file is truncated');
      const copy = bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + end);
      offset = end;
      return new Kind(copy as ArrayBuffer);
    },
    words(count: number): string[] {
      const words = count === 0 ? [] : bytes.toString('utf8', offset).split('\n');
      if (words.length !== count) throw new Error('word list does not match its header');
      return words;
    },
  };
}

interface IndexHeader extends Header {
  docCount: number;
  wordCount: number;
  postingCount: number;
}

export function encodeIndexData(data: IndexData): Buffer {
  const header: IndexHeader = {
    format: FORMAT,
    docCount: data.docLengths.length,
    wordCount: data.words.length,
    postingCount: data.postingDocs.length,
  };
  const { docLengths, runStarts, postingDocs, postingCounts, words } = data;
  return packBuild(header, [docLengths, runStarts, postingDocs, postingCounts], words);
}

export function decodeIndexData(bytes: Buffer): IndexData {
  const { header, take, words } = unpackBuild<IndexHeader>(bytes, FORMAT);
  const docLengths = take(Float64Array, header.docCount);
  const runStarts = take(Uint32Array, header.wordCount + 1);
  const postingDocs = take(Int32Array, header.postingCount);
  const postingCounts = take(Uint16Array, header.postingCount);
  return { words: words(header.wordCount), runStarts, postingDocs, postingCounts, docLengths };
}

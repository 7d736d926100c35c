import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { defaultOptions } from '../../server/app';
import { loadCorpus } from '../../server/corpus';
import { buildIndexData } from '../../server/index-builder';
import {
  INDEX_CACHE_DIR,
  cachedIndexData,
  decodeIndexData,
  encodeIndexData,
} from '../../server/index-cache';
import { createSearchIndex } from '../../server/search-index';
import { topRanked } from '../../server/top-ranked';

async function tamilIndexData() {
  const corpus = (await loadCorpus(defaultOptions().dataDir, 'ta'))!;
  const data = await buildIndexData(corpus.size, (doc) => {
    const record = corpus.record(doc);
    return [record.translation.text, record.arabicText];
  });
  return { corpus, data };
}

describe('index cache', () => {
  it('decodes what it encodes, and the decoded index answers alike', async () => {
    const { corpus, data } = await tamilIndexData();
    const decoded = decodeIndexData(encodeIndexData(data));
    expect(decoded).toEqual(data);
    const idOf = (doc: number) => corpus.ids[doc]!;
    const [built, loaded] = [createSearchIndex(data, idOf), createSearchIndex(decoded, idOf)];
    for (const query of ['ஹஜ்', 'بن عمر', 'அல்லாஹ்வின் தூதர்']) {
      expect(loaded.search(query, 0, 50)).toEqual(built.search(query, 0, 50));
      expect(built.search(query, 0, 50).total).toBeGreaterThan(0);
    }
  });

  it('refuses a truncated file', async () => {
    const { data } = await tamilIndexData();
    const bytes = encodeIndexData(data);
    expect(() => decodeIndexData(bytes.subarray(0, bytes.length / 2))).toThrow(/truncated/);
  });

  it('builds once per source file, then reads from disk until the source changes', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'hadith-index-'));
    const source = join(folder, 'hadiths.test.jsonl.gz');
    const language = `test${process.pid}`;
    const data = {
      words: ['a', 'b'],
      runStarts: Uint32Array.from([0, 1, 2]),
      postingDocs: Int32Array.from([0, 0]),
      postingCounts: Uint16Array.from([1, 2]),
      docLengths: Float64Array.from([3]),
    };
    const build = vi.fn(async () => data);
    try {
      await writeFile(source, 'one');
      expect(await cachedIndexData(source, language, build)).toEqual(data);
      expect(await cachedIndexData(source, language, build)).toEqual(data);
      expect(build).toHaveBeenCalledTimes(1);

      await writeFile(source, 'changed');
      await cachedIndexData(source, language, build);
      expect(build).toHaveBeenCalledTimes(2);
      // The entry for the old content was replaced, not kept beside the new one.
      const entries = (await readdir(INDEX_CACHE_DIR)).filter((name) => name.startsWith(language));
      expect(entries).toHaveLength(1);
    } finally {
      await rm(folder, { recursive: true });
      for (const name of await readdir(INDEX_CACHE_DIR)) {
        if (name.startsWith(language)) await rm(join(INDEX_CACHE_DIR, name));
      }
    }
  });
});

describe('topRanked', () => {
  // Scores with many ties, so the tie-break by the smaller number is exercised.
  const items = Array.from({ length: 500 }, (_, i) => (i * 7919) % 500);
  const score = (item: number) => (item * 31) % 17;
  const before = (a: number, b: number) => score(a) > score(b) || (score(a) === score(b) && a < b);
  const sorted = [...items].sort((a, b) => score(b) - score(a) || a - b);

  it.each([0, 1, 5, 20, 124, 126, 499, 500, 600])('returns the best %i in order', (count) => {
    expect(topRanked(items, count, before)).toEqual(sorted.slice(0, count));
  });
});

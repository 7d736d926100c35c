import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenize } from '../../lib/hadith/normalize';
import { type RunningServer, startServer } from '../../server/app';
import { type DataRecord, readDataFile, searchAll } from './helpers';

/**
 * The relevance rule stated in server/README.md, computed independently over
 * the Tamil file (small enough to score by brute force) and compared with
 * what the server answers.
 */
const K1 = 1.2;
const B = 0.75;
const PREFIX_WEIGHT = 0.5;
const MIN_PREFIX_LENGTH = 3;

interface Doc {
  record: DataRecord;
  counts: Map<string, number>;
  length: number;
}

function oracle(records: DataRecord[]) {
  const docs: Doc[] = records.map((record) => {
    const words = [...new Set([record.translation.text, record.arabicText])].flatMap(tokenize);
    const counts = new Map<string, number>();
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    return { record, counts, length: words.length };
  });
  const documentFrequency = new Map<string, number>();
  for (const { counts } of docs) {
    for (const word of counts.keys()) {
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
    }
  }
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / docs.length;
  const idf = (word: string) => {
    const df = documentFrequency.get(word)!;
    return Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
  };

  /** The score of `doc` for `query`, or null when a query word matches none of its words. */
  function score(doc: Doc, query: string): number | null {
    let total = 0;
    for (const term of new Set(tokenize(query))) {
      let best = 0;
      for (const [word, count] of doc.counts) {
        const weight =
          word === term
            ? 1
            : term.length >= MIN_PREFIX_LENGTH && word.startsWith(term)
              ? PREFIX_WEIGHT
              : 0;
        if (weight === 0) continue;
        const norm = K1 * (1 - B + (B * doc.length) / averageLength);
        best = Math.max(best, (weight * idf(word) * count * (K1 + 1)) / (count + norm));
      }
      if (best === 0) return null;
      total += best;
    }
    return total;
  }

  return (query: string) =>
    docs
      .map((doc) => ({ id: doc.record.id, score: score(doc, query) }))
      .filter((match): match is { id: number; score: number } => match.score !== null)
      .sort((a, b) => b.score - a.score || a.id - b.id);
}

let server: RunningServer;
let ranked: ReturnType<typeof oracle>;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    wire: 'bare',
    rate: { limit: 100_000, windowSeconds: 60 },
  });
  ranked = oracle(readDataFile('ta'));
});
afterAll(() => server.close());

describe('search ranking (BM25 with prefix matches at half weight, ties by id)', () => {
  it.each(['ஹஜ்', 'விதி', 'நோன்பு', 'அல்லாஹ்வின் தூதர்', 'ரஹ் ஹஜ்', 'الصلاة', 'بن عمر', 'عن'])(
    'ranks "%s" in Tamil like the stated rule',
    async (q) => {
      const expected = ranked(q);
      expect(expected.length).toBeGreaterThan(0);
      const answered = await searchAll(server, { q, language: 'ta' });
      expect(answered.length).toBe(expected.length);
      const scores = new Map(expected.map(({ id, score }) => [id, score]));
      for (let i = 1; i < answered.length; i++) {
        const previous = answered[i - 1]!;
        const current = answered[i]!;
        const [a, b] = [scores.get(previous.id)!, scores.get(current.id)!];
        // Sums may differ in their last bits by the order they were added in.
        expect(a).toBeGreaterThanOrEqual(b - 1e-9);
        if (Math.abs(a - b) <= 1e-12) expect(previous.id).toBeLessThan(current.id);
      }
    },
  );
});

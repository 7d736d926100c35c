import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/app';
import { type Envelope, type HadithJson, call, readDataFile } from './helpers';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, rate: { limit: 100_000, windowSeconds: 60 } });
});
afterAll(() => server.close());

async function randomHadith(params: Record<string, string> = {}): Promise<HadithJson> {
  const answer = await call<Envelope<HadithJson>>(server, '/v1/hadiths/random', params);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function draws(count: number, params: Record<string, string> = {}) {
  const hadiths: HadithJson[] = [];
  for (let i = 0; i < count; i++) hadiths.push(await randomHadith(params));
  return hadiths;
}

describe('random hadith', () => {
  it('answers a record of the English data by default, a different one each time', async () => {
    const english = new Map(readDataFile('en').map((record) => [record.id, record]));
    const hadiths = await draws(30);
    for (const hadith of hadiths) {
      const record = english.get(hadith.id);
      // The few hadiths missing from the English file come from the Arabic one.
      if (!record) {
        expect(hadith.translation).toBeNull();
        continue;
      }
      expect(hadith).toEqual({
        id: record.id,
        collection: record.collection,
        collectionId: record.collectionId,
        bookNumber: record.bookNumber,
        hadithNumber: record.hadithNumber,
        arabicText: record.arabicText,
        translation: { text: record.translation.text },
        ...(record.grades && { grades: record.grades }),
        ...(record.reference && { reference: record.reference }),
      });
    }
    // 30 draws among 35,000 hadiths: a repeat is possible, many are not.
    expect(new Set(hadiths.map((hadith) => hadith.id)).size).toBeGreaterThanOrEqual(27);
  });

  it('gives the translation in the requested language, null where that language lacks it', async () => {
    // The Tamil data holds only Sahih Muslim: most hadiths have no Tamil text.
    const tamil = new Map(readDataFile('ta').map((record) => [record.id, record]));
    const hadiths = await draws(40, { language: 'ta' });
    for (const hadith of hadiths) {
      const record = tamil.get(hadith.id);
      expect(hadith.translation).toEqual(record ? { text: record.translation.text } : null);
      expect(hadith.arabicText.length).toBeGreaterThan(0);
    }
    const untranslated = hadiths.filter((hadith) => hadith.translation === null);
    expect(untranslated.length).toBeGreaterThan(0);
    expect(untranslated.some((hadith) => hadith.collectionId === 1)).toBe(true);
  });

  it('answers Arabic as the translation for language ar', async () => {
    for (const hadith of await draws(5, { language: 'ar' })) {
      expect(hadith.translation).toEqual({ text: hadith.arabicText });
    }
  });

  it('answers a language with no data with Arabic records and a null translation', async () => {
    for (const hadith of await draws(5, { language: 'xx' })) {
      expect(hadith.translation).toBeNull();
      expect(hadith.arabicText.length).toBeGreaterThan(0);
    }
  });

  it('reads the language code case-insensitively', async () => {
    const french = new Set(readDataFile('fr').map((record) => record.id));
    const hadiths = await draws(8, { language: 'FR' });
    expect(hadiths.some((hadith) => french.has(hadith.id) && hadith.translation !== null)).toBe(
      true,
    );
  });
});

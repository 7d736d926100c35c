import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/app';
import { type DatabaseJson, type Envelope, type HadithJson, call, readDataFile } from './helpers';

let server: RunningServer;
let bare: RunningServer;

beforeAll(async () => {
  const rate = { limit: 100_000, windowSeconds: 60 };
  [server, bare] = await Promise.all([
    startServer({ port: 0, rate }),
    startServer({ port: 0, rate, wire: 'bare' }),
  ]);
});
afterAll(() => Promise.all([server.close(), bare.close()]));

/** On production's wire: its database record, the translation a stored row. */
async function randomHadith(
  params: Record<string, string> = {},
  from = server,
): Promise<DatabaseJson> {
  const answer = await call<Envelope<DatabaseJson>>(from, '/v1/hadiths/random', params);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function draws(count: number, params: Record<string, string> = {}, from = server) {
  const hadiths: DatabaseJson[] = [];
  for (let i = 0; i < count; i++) hadiths.push(await randomHadith(params, from));
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
        arabicNarrator: null,
        // Sahih Muslim's Abd al-Baqi number, the one field this wire adds ("8.01" → "8a").
        ...(typeof record.reference?.arabicNumber === 'string' && {
          metadata: { fuadBaqiReference: expect.stringMatching(/^\d+[a-z]?$/) },
        }),
        translation: {
          id: expect.any(Number),
          hadithId: record.id,
          languageCode: 'en',
          text: record.translation.text,
          narrator: null,
          grade: record.grades?.[0]?.grade ?? null,
          translator: null,
        },
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
      // No fallback on random: exactly the language asked for, or nothing.
      expect(hadith.translation?.text ?? null).toBe(record?.translation.text ?? null);
      if (record) expect(hadith.translation?.languageCode).toBe('ta');
      // The Arabic is the record's as the data holds it: a few hold none (Tamil's 2384600).
      if (record) expect(hadith.arabicText).toBe(record.arabicText);
    }
    const untranslated = hadiths.filter((hadith) => hadith.translation === null);
    expect(untranslated.length).toBeGreaterThan(0);
    expect(untranslated.some((hadith) => hadith.collectionId === 1)).toBe(true);
  });

  it('has no translation for language ar, whose text is the Arabic itself', async () => {
    for (const hadith of await draws(5, { language: 'ar' })) {
      expect(hadith.translation).toBeNull();
      expect(hadith.arabicText.length).toBeGreaterThan(0);
    }
  });

  it('answers Arabic as the translation for language ar on the bare wire, as the data has it', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await call<HadithJson>(bare, '/v1/hadiths/random', { language: 'ar' });
      expect(answer.body.translation).toEqual({ text: answer.body.arabicText });
    }
  });

  it('ignores parameters it does not know, as production does', async () => {
    const answer = await call<Envelope<DatabaseJson>>(server, '/v1/hadiths/random', {
      language: 'fr',
      nocache: 123,
    });
    expect(answer.status).toBe(200);
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

describe('random hadith from a seed', () => {
  async function seededIds(seed: number): Promise<number[]> {
    const seeded = await startServer({ port: 0, seed, rate: { limit: 1_000, windowSeconds: 60 } });
    try {
      return (await draws(12, {}, seeded)).map((hadith) => hadith.id);
    } finally {
      await seeded.close();
    }
  }

  it('draws the same hadiths in the same order from the same seed, other ones from another', async () => {
    const first = await seededIds(7);
    expect(await seededIds(7)).toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(10);
    expect(await seededIds(8)).not.toEqual(first);
  });
});

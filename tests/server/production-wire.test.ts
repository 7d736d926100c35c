import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, defaultOptions, startServer } from '../../server/app';
import {
  type DatabaseJson,
  type EngineJson,
  type Envelope,
  type PaginationJson,
  call,
  readDataFile,
} from './helpers';

/**
 * The production wire answers as mumin-api/api's `hadiths.service.ts` does:
 * text queries from its search engine, all-digit queries and languages the
 * engine has no documents in from its database, with English where the
 * language asked for has no text.
 */

type SearchAnswer<T> = Envelope<{ data: T[]; pagination: PaginationJson }>;

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, rate: { limit: 100_000, windowSeconds: 60 } });
});
afterAll(() => server.close());

async function searchAs<T>(params: Record<string, string | number>) {
  const answer = await call<SearchAnswer<T>>(server, '/v1/hadiths/search', params);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const collections = JSON.parse(
  readFileSync(join(defaultOptions().dataDir, 'corpus', 'collections.json'), 'utf8'),
) as { collectionId: number; slug: string; name: string }[];

describe('production search: the search engine (text queries)', () => {
  it('sends string ids "<hadith>_<language>", slugs and {text, grade, languageCode}', async () => {
    const { data, pagination } = await searchAs<EngineJson>({ q: 'intentions', limit: 10 });
    expect(pagination).toMatchObject({ page: 1, limit: 10, hasPrev: false });
    expect(data[0]).toEqual({
      id: '10003300_en',
      collection: 'dehlawi',
      bookNumber: 1,
      hadithNumber: 33,
      arabicText: expect.any(String),
      translation: {
        text: 'Actions are through intentions',
        grade: 'unknown',
        languageCode: 'en',
      },
    });
    const slugs = new Set(collections.map((c) => c.slug));
    for (const record of data) {
      expect(record).not.toHaveProperty('collectionId');
      expect(record).not.toHaveProperty('arabicNarrator');
      expect(slugs.has(record.collection)).toBe(true);
    }
  });

  it('writes the source grade, and "unknown" where the source has none', async () => {
    const { data } = await searchAs<EngineJson>({ q: 'gathered intentions', limit: 20 });
    const ibnMajah = data.find((record) => record.id === '6423000_en');
    expect(ibnMajah?.translation.grade).toBe('Sahih');
  });

  it('answers in the language asked for, its ids saying so', async () => {
    const { data } = await searchAs<EngineJson>({ q: 'intention', language: 'fr', limit: 5 });
    expect(data.length).toBeGreaterThan(0);
    for (const record of data) {
      expect(record.id).toMatch(/^\d+_fr$/);
      expect(record.translation.languageCode).toBe('fr');
    }
  });

  it('answers a page past the end with an empty list, a total of 0 and hasPrev', async () => {
    const first = await searchAs<EngineJson>({ q: 'intentions', limit: 10 });
    const past = await searchAs<EngineJson>({
      q: 'intentions',
      limit: 10,
      page: first.pagination.totalPages + 1,
    });
    expect(past).toEqual({
      data: [],
      pagination: {
        page: first.pagination.totalPages + 1,
        limit: 10,
        total: 0,
        totalPages: 0,
        hasNext: false,
        hasPrev: true,
      },
    });
  });
});

describe('production search: by number', () => {
  it('puts hadiths with that number first, in the database shape', async () => {
    const { data } = await searchAs<DatabaseJson>({ q: '1', limit: 5 });
    expect(data[0]).toMatchObject({
      id: 1000100,
      collection: 'Sahih al-Bukhari',
      collectionId: 1,
      hadithNumber: 1,
      arabicNarrator: null,
      translation: { hadithId: 1000100, languageCode: 'en', text: expect.any(String) },
    });
    for (const record of data) expect(record.hadithNumber).toBe(1);
  });

  it('falls back to English where the language has no text, and says so', async () => {
    // The Tamil data holds only Sahih Muslim: Bukhari 1 has no Tamil text.
    const { data } = await searchAs<DatabaseJson>({ q: '1', language: 'ta', limit: 5 });
    const bukhari = data.find((record) => record.id === 1000100);
    const english = readDataFile('en').find((record) => record.id === 1000100)!;
    expect(bukhari?.translation).toMatchObject({
      languageCode: 'en',
      text: english.translation.text,
    });
  });

  it('answers in the language asked for where it has the text', async () => {
    const { data } = await searchAs<DatabaseJson>({ q: '1', language: 'ur', limit: 3 });
    expect(data[0]?.translation?.languageCode).toBe('ur');
  });

  it('then hadiths whose number contains the digits', async () => {
    const { data, pagination } = await searchAs<DatabaseJson>({ q: '417', limit: 100 });
    const numbers = data.map((record) => record.hadithNumber);
    const firstOther = numbers.findIndex((number) => number !== 417);
    expect(firstOther).toBeGreaterThan(0);
    expect(numbers.slice(firstOther, firstOther + 20).every((n) => String(n).includes('417'))).toBe(
      true,
    );
    expect(numbers.slice(firstOther)).not.toContain(417);
    expect(pagination.total).toBe(data.length);
  });
});

describe('production search: the SQL fallback', () => {
  it('answers Arabic, which the engine holds no translation for, from the database with English', async () => {
    const { data, pagination } = await searchAs<DatabaseJson>({
      q: 'إنما الأعمال بالنيات',
      language: 'ar',
      limit: 5,
    });
    expect(pagination.total).toBeGreaterThan(0);
    for (const record of data) {
      expect(typeof record.id).toBe('number');
      expect(record.translation?.languageCode ?? 'en').toBe('en');
    }
  });

  it('answers a language the data lacks the same way', async () => {
    const { data } = await searchAs<DatabaseJson>({ q: 'الصبر', language: 'uz', limit: 5 });
    expect(data.length).toBeGreaterThan(0);
    for (const record of data) expect(record.translation?.languageCode ?? 'en').toBe('en');
  });
});

describe('production limits', () => {
  it('counts a refused request in the daily `used`, and a 400 against the cap', async () => {
    const capped = await startServer({ port: 0, daily: 2 });
    try {
      const bad = await call(capped, '/v1/hadiths/search', { q: 'a', lang: 'en' });
      expect(bad.status).toBe(400);
      expect((await call(capped, '/v1/hadiths/random')).status).toBe(200);
      const refused = await call<{ error: Record<string, unknown> }>(capped, '/v1/hadiths/random');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeNull();
      expect(refused.body.error).toMatchObject({
        statusCode: 429,
        error: 'DAILY_LIMIT_EXCEEDED',
        limit: 2,
        used: 3,
        resetsAt: expect.stringMatching(/T00:00:00\.000Z$/),
      });
    } finally {
      await capped.close();
    }
  });

  it('sends the throttler 429 without a code, with Retry-After in seconds', async () => {
    const throttled = await startServer({ port: 0, rate: { limit: 1, windowSeconds: 30 } });
    try {
      await call(throttled, '/v1/hadiths/random');
      const answer = await call<{ error: Record<string, unknown> }>(
        throttled,
        '/v1/hadiths/random',
      );
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.body.error).not.toHaveProperty('error');
      expect(answer.body.error.message).toBe('ThrottlerException: Too Many Requests');
    } finally {
      await throttled.close();
    }
  });
});

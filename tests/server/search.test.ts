import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenize } from '../../lib/hadith/normalize';
import { type RunningServer, startServer } from '../../server/app';
import { type HadithJson, call, search, searchAll } from './helpers';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    wire: 'bare',
    rate: { limit: 100_000, windowSeconds: 60 },
  });
  await search(server, { q: 'warm up' });
});
afterAll(() => server.close());

function wordsOf(hadith: HadithJson): string[] {
  return tokenize(`${hadith.translation?.text ?? ''} ${hadith.arabicText}`);
}

const ids = (hadiths: HadithJson[]) => hadiths.map((hadith) => hadith.id);

describe('search: matching', () => {
  it('finds the hadith of intentions, best first, in the contract shape', async () => {
    const { data, pagination } = await search(server, { q: 'intentions' });
    expect(pagination).toMatchObject({ page: 1, limit: 20 });
    expect(data[0]).toMatchObject({
      id: 10003300,
      collection: 'Forty Hadith of Shah Waliullah Dehlawi',
      translation: { text: 'Actions are through intentions' },
    });
    for (const hadith of data) {
      expect(hadith).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          collection: expect.any(String),
          collectionId: expect.any(Number),
          bookNumber: expect.any(Number),
          hadithNumber: expect.any(Number),
          arabicText: expect.any(String),
          translation: { text: expect.any(String) },
        }),
      );
    }
  });

  it('requires every word of the query (AND)', async () => {
    const both = await searchAll(server, { q: 'fasting ramadan' });
    const fasting = await search(server, { q: 'fasting' });
    const ramadan = await search(server, { q: 'ramadan' });
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(Math.min(fasting.pagination.total, ramadan.pagination.total));
    for (const hadith of both) {
      const words = wordsOf(hadith);
      expect(words.some((word) => word.startsWith('fasting'))).toBe(true);
      expect(words.some((word) => word.startsWith('ramadan'))).toBe(true);
    }
  });

  it('matches a word of 3+ letters as a prefix, a shorter one as a whole word', async () => {
    const intentions = ids(await searchAll(server, { q: 'intentions' }));
    const intention = ids(await searchAll(server, { q: 'intention' }));
    expect(intention.length).toBeGreaterThan(intentions.length);
    expect(intention).toEqual(expect.arrayContaining(intentions));

    const ox = await searchAll(server, { q: 'ox' });
    expect(ox.length).toBeGreaterThan(0);
    for (const hadith of ox) expect(wordsOf(hadith)).toContain('ox');
  });

  it('searches the Arabic text too, whatever the language', async () => {
    const { data } = await search(server, { q: 'بالنيات' });
    expect(ids(data)).toContain(1000100);
  });

  it('ignores Latin case and accents', async () => {
    const macron = await searchAll(server, { q: 'Allāhumma' });
    const texts = macron.map((hadith) => hadith.translation?.text ?? '');
    expect(texts.some((text) => text.includes('Allāhumma'))).toBe(true);
    expect(texts.some((text) => /\bAllahumma\b/.test(text))).toBe(true);
    for (const q of ['allahumma', 'ALLAHUMMA', 'ALLĀHUMMA']) {
      expect(ids(await searchAll(server, { q }))).toEqual(ids(macron));
    }
  });

  it.each([
    ['diacritics (tashkeel)', 'بِالنِّيَّاتِ', 'بالنيات'],
    ['tatweel', 'رســـول الله', 'رسول الله'],
    ['alef with hamza below', 'إنما الأعمال', 'انما الاعمال'],
    ['alef with hamza above, ta marbuta', 'أبو هريرة', 'ابو هريره'],
    ['alef maqsura', 'على', 'علي'],
    ['madda', 'آمين', 'امين'],
  ])('folds Arabic %s: %s finds what %s finds', async (_, variant, plain) => {
    const expected = await search(server, { q: plain });
    expect(expected.pagination.total).toBeGreaterThan(0);
    const found = await search(server, { q: variant });
    expect(found.pagination.total).toBe(expected.pagination.total);
    expect(ids(found.data)).toEqual(ids(expected.data));
  });

  it('answers on /hadiths/search as on /v1/hadiths/search, as the contract shows it', async () => {
    const params = { q: 'charity', limit: 5 };
    const plain = await call<{ data: HadithJson[] }>(server, '/hadiths/search', params);
    expect(plain.status).toBe(200);
    expect(ids(plain.body.data)).toEqual(ids((await search(server, params)).data));
  });

  it('treats a language with no data as Arabic records without translation', async () => {
    const unknown = await search(server, { q: 'إنما الأعمال بالنيات', language: 'xx' });
    const arabic = await search(server, { q: 'إنما الأعمال بالنيات', language: 'ar' });
    expect(unknown.pagination.total).toBeGreaterThan(0);
    expect(ids(unknown.data)).toEqual(ids(arabic.data));
    for (const hadith of unknown.data) expect(hadith.translation).toBeNull();
    for (const hadith of arabic.data) expect(hadith.translation?.text).toBe(hadith.arabicText);
  });
});

describe('search: pagination', () => {
  it('echoes the defaults: page 1, limit 20', async () => {
    const { data, pagination } = await search(server, { q: 'prayer' });
    expect(data).toHaveLength(20);
    expect(pagination).toMatchObject({ page: 1, limit: 20, hasPrev: false, hasNext: true });
    expect(pagination.totalPages).toBe(Math.ceil(pagination.total / 20));
  });

  it('splits results into pages, hasNext on all but the last', async () => {
    const everything = await searchAll(server, { q: 'intentions' });
    const limit = 7;
    const totalPages = Math.ceil(everything.length / limit);
    expect(totalPages).toBeGreaterThanOrEqual(3);
    const seen: HadithJson[] = [];
    for (let page = 1; page <= totalPages; page++) {
      const { data, pagination } = await search(server, { q: 'intentions', page, limit });
      expect(pagination).toEqual({
        page,
        limit,
        total: everything.length,
        totalPages,
        hasNext: page < totalPages,
        hasPrev: page > 1,
      });
      expect(data).toHaveLength(page < totalPages ? limit : everything.length - limit * (page - 1));
      seen.push(...data);
    }
    // The same order whatever the page size, every result exactly once.
    expect(ids(seen)).toEqual(ids(everything));
  });

  it('answers a page past the end with no data and the same total', async () => {
    const first = await search(server, { q: 'intentions', limit: 10 });
    const { totalPages, total } = first.pagination;
    const past = await search(server, { q: 'intentions', limit: 10, page: totalPages + 1 });
    expect(past.data).toEqual([]);
    expect(past.pagination).toEqual({
      page: totalPages + 1,
      limit: 10,
      total,
      totalPages,
      hasNext: false,
      hasPrev: true,
    });
  });

  it.each([1, 3])('answers no results with zeros on page %i', async (page) => {
    const { data, pagination } = await search(server, { q: 'zzzqqxj', page });
    expect(data).toEqual([]);
    expect(pagination).toEqual({
      page,
      limit: 20,
      total: 0,
      totalPages: 0,
      hasNext: false,
      hasPrev: false,
    });
  });

  it('serves limit 100 and page 2 of a large result', async () => {
    const first = await search(server, { q: 'messenger', limit: 100 });
    const second = await search(server, { q: 'messenger', limit: 100, page: 2 });
    expect(first.data).toHaveLength(100);
    expect(second.data).toHaveLength(100);
    expect(second.pagination).toMatchObject({ page: 2, hasPrev: true, hasNext: true });
    const overlap = ids(second.data).filter((id) => ids(first.data).includes(id));
    expect(overlap).toEqual([]);
  });
});

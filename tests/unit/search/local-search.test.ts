import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openDatabase, type HadithDatabase } from '@/lib/storage/db';
import type { Hadith } from '@/lib/hadith/hadith';
import { createHadithCache } from '@/lib/storage/hadith-cache';
import { createLocalSearch, type LocalSearch } from '@/lib/search/background/local-search';
import { hadiths } from '../helpers/background';
import { pagination } from '../helpers/wire';

let db: HadithDatabase;
let databases = 0;
/** The real offline records: Nawawi's Forty (8000100…) then the Forty Qudsi (9000100…). */
const all = hadiths(82, 'en');
const nawawi = all.filter((hadith) => hadith.id < 9_000_000);
const qudsi = all.filter((hadith) => hadith.id >= 9_000_000);

beforeEach(async () => {
  fakeBrowser.reset();
  databases += 1;
  db = openDatabase(`hadith-lookup-local-${databases}`);
  await db.open();
});

afterEach(async () => {
  await db.delete();
});

/** Nawawi's hadiths in the cache, the Qudsi ones as the bundle. */
async function localSearch(bundle: Hadith[] = qudsi): Promise<LocalSearch> {
  await createHadithCache(db).saveHadiths(nawawi, 1_000);
  return createLocalSearch(db, (language) => bundle.filter((h) => h.language === language));
}

const ids = (page: { hadiths: Hadith[] }) => page.hadiths.map((hadith) => hadith.id).sort();

describe('the offline search', () => {
  it('finds cached and bundled hadiths alike, every word required', async () => {
    const local = await localSearch();
    const found = await local.search({ query: 'Paradise', language: 'en', page: 1, limit: 50 });
    const expected = all.filter((h) => /paradise/i.test(h.translation ?? '')).map((h) => h.id);
    expect(ids(found)).toEqual(expected.sort());
    expect(found.hadiths.some((h) => h.id < 9_000_000)).toBe(true);
    expect(found.hadiths.some((h) => h.id >= 9_000_000)).toBe(true);

    const both = await local.search({
      query: 'paradise mercy',
      language: 'en',
      page: 1,
      limit: 50,
    });
    expect(both.hadiths.length).toBeGreaterThan(0);
    for (const hadith of both.hadiths) {
      expect(hadith.translation).toMatch(/paradise/i);
      expect(hadith.translation).toMatch(/merc/i);
    }
  });

  it('finds other forms of an English word by its root: "intentions" finds "intended"', async () => {
    const local = await localSearch([]);
    const found = await local.search({ query: 'intentions', language: 'en', page: 1, limit: 20 });
    // An-Nawawi's first: "Actions are (judged) by motives (niyyah), so each man will have what he intended."
    expect(found.hadiths.map((h) => h.id)).toContain(8000100);
    for (const hadith of found.hadiths) expect(hadith.translation).toMatch(/\binten/i);
    // The same hadiths as the word in their text.
    const exact = await local.search({ query: 'intended', language: 'en', page: 1, limit: 20 });
    expect(ids(exact)).toEqual(ids(found));
  });

  it('folds Arabic diacritics and Latin case like the service, and matches words by their start', async () => {
    const local = await localSearch();
    const plain = await local.search({ query: 'بالنيات', language: 'en', page: 1, limit: 20 });
    expect(ids(plain)).toContain(8000100);
    const voweled = await local.search({ query: 'بِالنِّيَّاتِ', language: 'en', page: 1, limit: 20 });
    expect(ids(voweled)).toEqual(ids(plain));
    const prefix = await local.search({ query: 'NEIGHB', language: 'en', page: 1, limit: 20 });
    expect(ids(prefix)).toContain(8001500);
    // Words under three letters match whole words only, as on the service.
    const short = await local.search({ query: 'ne', language: 'en', page: 1, limit: 20 });
    expect(short.hadiths).toEqual([]);
  });

  it('pages like the service, with its pagination object', async () => {
    const local = await localSearch();
    const first = await local.search({ query: 'prayer', language: 'en', page: 1, limit: 5 });
    const total = first.pagination.total;
    expect(total).toBeGreaterThan(10);
    expect(first.pagination).toEqual(pagination(1, 5, total));
    const pages = Math.ceil(total / 5);
    const last = await local.search({ query: 'prayer', language: 'en', page: pages, limit: 5 });
    expect(last.pagination).toMatchObject({ page: pages, hasNext: false, hasPrev: true });
    expect(last.hadiths).toHaveLength(total - 5 * (pages - 1));
    const seen = new Set<number>();
    for (let page = 1; page <= pages; page++) {
      const answer = await local.search({ query: 'prayer', language: 'en', page, limit: 5 });
      answer.hadiths.forEach((hadith) => seen.add(hadith.id));
    }
    expect(seen.size).toBe(total);

    const none = await local.search({ query: 'zzzq', language: 'en', page: 2, limit: 5 });
    expect(none.hadiths).toEqual([]);
    expect(none.pagination).toEqual({
      page: 2,
      limit: 5,
      total: 0,
      totalPages: 0,
      hasNext: false,
      hasPrev: false,
    });
  });

  it('ranks a hadith about the words above one that mentions them in passing', async () => {
    const local = await localSearch();
    const found = await local.search({ query: 'patience', language: 'en', page: 1, limit: 20 });
    const counts = found.hadiths.map((h) => (h.translation?.match(/patien/gi) ?? []).length);
    expect(counts.length).toBeGreaterThan(1);
    expect(counts[0]).toBe(Math.max(...counts));
  });

  it('keeps to the asked language and returns hadiths without the index fields', async () => {
    const local = await localSearch([...qudsi, ...hadiths(82, 'fr')]);
    const english = await local.search({ query: 'prayer', language: 'en', page: 1, limit: 50 });
    expect(english.hadiths.every((hadith) => hadith.language === 'en')).toBe(true);
    expect(english.hadiths[0]).not.toHaveProperty('words');
    expect(english.hadiths[0]).not.toHaveProperty('lastUsedAt');
    const french = await local.search({ query: 'prière', language: 'fr', page: 1, limit: 50 });
    expect(french.hadiths.length).toBeGreaterThan(0);
    expect(french.hadiths.every((hadith) => hadith.language === 'fr')).toBe(true);
  });

  it('indexes a hadith as soon as it is cached', async () => {
    const local = createLocalSearch(db, () => []);
    const request = { query: 'neighbour', language: 'en', page: 1, limit: 20 };
    expect((await local.search(request)).hadiths).toEqual([]);
    await createHadithCache(db).saveHadiths(nawawi, 1_000);
    expect(ids(await local.search(request))).toContain(8001500);
  });

  it('an update clearing the bundle while a search writes it: that search and the next find the bundle', async () => {
    const local = await localSearch();
    const bundled = db.bundledHadiths;
    const bulkPut = bundled.bulkPut.bind(bundled);
    let cleared: Promise<void> | undefined;
    // The update's clear (background.ts, onInstalled) comes while the bundle is being written.
    bundled.bulkPut = ((...args: Parameters<typeof bulkPut>) => {
      const written = bulkPut(...args);
      cleared ??= local.clearBundled();
      return written;
    }) as typeof bulkPut;
    const request = { query: 'Paradise', language: 'en', page: 1, limit: 50 };
    const bundledFound = (page: { hadiths: Hadith[] }) =>
      page.hadiths.some((hadith) => hadith.id >= 9_000_000);
    expect(bundledFound(await local.search(request)), 'the search writing it').toBe(true);
    await cleared;
    expect(bundledFound(await local.search(request)), 'the next search').toBe(true);
  });
});

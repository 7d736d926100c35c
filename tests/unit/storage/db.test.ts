import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openDatabase, type HadithDatabase } from '@/lib/storage/db';
import { createHadithCache } from '@/lib/storage/hadith-cache';
import { searchPageKey } from '@/lib/hadith/search-text';
import { hadiths as cachedHadiths } from '../helpers/background';
import { pagination } from '../helpers/wire';

let db: HadithDatabase;
let databases = 0;

beforeEach(async () => {
  fakeBrowser.reset();
  databases += 1;
  db = openDatabase(`hadith-lookup-test-${databases}`);
  await db.open();
});

afterEach(async () => {
  await db.delete();
});

describe('the database', () => {
  it('keeps one row per hadith and language, keyed by [id+language]', async () => {
    const [english] = cachedHadiths(1, 'en');
    const [french] = cachedHadiths(1, 'fr');
    await db.hadiths.bulkPut([
      { ...english!, fetchedAt: 1, lastUsedAt: 1 },
      { ...french!, fetchedAt: 2, lastUsedAt: 2 },
      { ...english!, translation: 'updated', fetchedAt: 3, lastUsedAt: 3 },
    ]);

    expect(await db.hadiths.count()).toBe(2);
    expect(await db.hadiths.get([8000100, 'fr'])).toMatchObject({
      translation: french?.translation,
    });
    expect(await db.hadiths.get([8000100, 'en'])).toMatchObject({
      translation: 'updated',
      fetchedAt: 3,
    });
    expect(await db.hadiths.where('language').equals('fr').primaryKeys()).toEqual([
      [8000100, 'fr'],
    ]);
  });

  it('keeps search pages under their string key', async () => {
    const page = pagination(1, 20, 0);
    await db.searchPages.put({
      key: 'niyyah|en|1|20',
      query: 'niyyah',
      language: 'en',
      page: 1,
      limit: 20,
      hadithIds: [],
      pagination: page,
      fetchedAt: 5,
      lastUsedAt: 5,
    });
    expect(await db.searchPages.get('niyyah|en|1|20')).toMatchObject({
      pagination: page,
      fetchedAt: 5,
    });
    expect(await db.searchPages.toCollection().primaryKeys()).toEqual(['niyyah|en|1|20']);
  });
});

describe('the hadith cache', () => {
  it('keys equivalent queries alike', () => {
    const request = { language: 'en', page: 2, limit: 20 };
    expect(searchPageKey({ ...request, query: '  Intentions,  ACTIONS ' })).toBe(
      'intentions actions|en|2|20',
    );
    expect(searchPageKey({ ...request, query: 'النِّيَّاتِ', language: 'ar' })).toBe(
      searchPageKey({ ...request, query: 'النيات', language: 'ar' }),
    );
    expect(searchPageKey({ ...request, query: 'x', limit: 10 })).not.toBe(
      searchPageKey({ ...request, query: 'x' }),
    );
  });

  it('returns a stored search page in the service order, and nothing once a hadith is gone', async () => {
    const cache = createHadithCache(db);
    const hadiths = cachedHadiths(5, 'en').reverse();
    const request = { query: 'Intentions', language: 'en', page: 1, limit: 5 };
    await cache.saveSearchPage(request, { hadiths, pagination: pagination(1, 5, 9) }, 1_000);

    const cached = await cache.readSearchPage({ ...request, query: 'intentions ' });
    expect(cached?.fetchedAt).toBe(1_000);
    expect(cached?.page.hadiths).toEqual(hadiths);
    expect(cached?.page.pagination).toEqual(pagination(1, 5, 9));
    expect(await cache.readSearchPage({ ...request, page: 2 })).toBeNull();

    await db.hadiths.delete([hadiths[2]!.id, 'en']);
    expect(await cache.readSearchPage(request)).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { evictionCount } from '@/lib/storage/cache-eviction';
import { openDatabase, type HadithDatabase } from '@/lib/storage/db';
import { createHadithCache } from '@/lib/storage/hadith-cache';
import { hadiths } from '../helpers/background';
import { pagination } from '../helpers/wire';

let db: HadithDatabase;
let databases = 0;

beforeEach(async () => {
  fakeBrowser.reset();
  databases += 1;
  db = openDatabase(`hadith-lookup-eviction-${databases}`);
  await db.open();
});

afterEach(async () => {
  await db.delete();
});

const request = (page: number) => ({ query: 'prayer', language: 'en', page, limit: 2 });

const HOUR = 60 * 60_000;

describe('least-recently-used eviction', () => {
  it.each([
    [10, 10, 0],
    [11, 10, 2],
    [3000, 3000, 0],
    [3001, 3000, 301],
  ])('%i rows with a cap of %i: evicts %i', (count, max, evicted) => {
    expect(evictionCount(count, max)).toBe(evicted);
  });

  it('evicts the hadiths used longest ago, keeping those read since', async () => {
    const cache = createHadithCache(db, { hadiths: 10, searchPages: 100 });
    const records = hadiths(11);
    for (const [i, hadith] of records.slice(0, 10).entries()) await cache.saveHadiths([hadith], i);
    // Reading a page marks its hadiths used: the two oldest are kept.
    await cache.saveSearchPage(
      request(1),
      { hadiths: records.slice(0, 2), pagination: pagination(1, 2, 4) },
      10,
    );
    await cache.readSearchPage(request(1), 20);

    await cache.saveHadiths([records[10]!], 30);

    const kept = (await db.hadiths.toCollection().primaryKeys()).map(([id]) => id).sort();
    expect(kept).toHaveLength(9);
    const gone = records.map((h) => h.id).filter((id) => !kept.includes(id));
    expect(gone).toEqual([records[2]!.id, records[3]!.id]);
  });

  it('evicts the search pages used longest ago', async () => {
    const cache = createHadithCache(db, { hadiths: 100, searchPages: 3 });
    const records = hadiths(8);
    for (let page = 1; page <= 3; page++) {
      const onPage = records.slice(2 * page - 2, 2 * page);
      await cache.saveSearchPage(
        request(page),
        { hadiths: onPage, pagination: pagination(page, 2, 8) },
        page * HOUR,
      );
    }
    // A read keeps its page's last use (at most hourly: the read ten hours on does).
    await cache.readSearchPage(request(1), 10 * HOUR);
    await cache.saveSearchPage(
      request(4),
      { hadiths: records.slice(6), pagination: pagination(4, 2, 8) },
      11 * HOUR,
    );

    expect(await cache.readSearchPage(request(1))).not.toBeNull();
    expect(await cache.readSearchPage(request(2))).toBeNull();
    expect(await cache.readSearchPage(request(4))).not.toBeNull();
    expect(await db.searchPages.count()).toBe(2);
  });

  it('never touches favourites', async () => {
    const cache = createHadithCache(db, { hadiths: 2, searchPages: 2 });
    const [favourite, ...others] = hadiths(6);
    await cache.saveHadiths([favourite!], 0);
    await db.favourites.put({ ...favourite!, savedAt: 0 });

    for (const [i, hadith] of others.entries()) await cache.saveHadiths([hadith], i + 1);

    expect(await db.hadiths.get([favourite!.id, 'en'])).toBeUndefined();
    expect(await db.favourites.get(favourite!.id)).toMatchObject({
      translation: favourite!.translation,
    });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openDatabase, type HadithDatabase } from '@/lib/storage/db';
import { FAVOURITES_FORMAT } from '@/lib/favourites/file';
import { createFavouritesTransfer, IMPORT_CHUNK } from '@/lib/favourites/background/transfer';
import { createReviewStore } from '@/lib/reviews/background/store';
import { hadiths } from '../helpers/background';

let db: HadithDatabase;
let databases = 0;

beforeEach(async () => {
  fakeBrowser.reset();
  databases += 1;
  db = openDatabase(`transfer-test-${databases}`);
  await db.open();
});

afterEach(async () => {
  await db.delete();
});

describe('favourites export and import', () => {
  it('round-trips the favourites with their order, merging into what is there', async () => {
    const [first, second, third] = hadiths(3, 'en');
    await db.favourites.bulkPut([
      { ...first!, savedAt: 1 },
      { ...second!, savedAt: 2 },
    ]);
    const data = createFavouritesTransfer(db, () => Date.UTC(2026, 0, 1));
    const file = JSON.parse(JSON.stringify(await data.exportFavourites())) as unknown;

    await db.favourites.clear();
    await db.favourites.put({ ...third!, savedAt: 3 });
    await db.favourites.put({ ...second!, translation: 'kept as it was', savedAt: 5 });
    expect(await data.importFavourites(file)).toEqual({
      added: 1,
      alreadyThere: 1,
      refused: 0,
      firstRefusal: null,
      reviewsAdded: 0,
      reviewsSkipped: 0,
    });

    const rows = await db.favourites.orderBy('savedAt').toArray();
    expect(rows.map((row) => [row.id, row.savedAt])).toEqual([
      [first!.id, 1],
      [third!.id, 3],
      [second!.id, 5],
    ]);
    expect(rows[2]!.translation).toBe('kept as it was');
  });

  it('imports the good entries of a file and leaves out, and counts, the damaged ones', async () => {
    const [good, other] = hadiths(2, 'en');
    const data = createFavouritesTransfer(db, () => Date.UTC(2026, 0, 1));
    const file = {
      format: FAVOURITES_FORMAT,
      version: 1,
      exportedAt: '2026-01-01',
      favourites: [
        { ...good!, savedAt: 2 },
        { ...other!, id: 'not a number' },
        { note: 'no hadith at all' },
      ],
    };
    const result = await data.importFavourites(file);
    expect(result).toMatchObject({ added: 1, alreadyThere: 0, refused: 2 });
    expect(result.firstRefusal).toMatch(/^favourites\.1\.id: /);
    expect((await db.favourites.toArray()).map((row) => row.id)).toEqual([good!.id]);
  });

  it.each([
    ['not an object', 'nope', /not a favourites file/],
    ['another format', { format: 'other', favourites: [] }, /not a favourites file/],
    [
      'a damaged record',
      {
        format: FAVOURITES_FORMAT,
        version: 1,
        exportedAt: '2026-01-01',
        favourites: [{ id: 1 }],
      },
      /damaged \(at favourites\.0\.collection/,
    ],
    [
      'a version that is not one',
      { format: FAVOURITES_FORMAT, version: 'two', exportedAt: '', favourites: [] },
      /damaged \(at version/,
    ],
  ])('refuses %s and changes nothing', async (_name, file, message) => {
    const [kept] = hadiths(1, 'en');
    await db.favourites.put({ ...kept!, savedAt: 1 });
    const data = createFavouritesTransfer(db);
    await expect(data.importFavourites(file)).rejects.toThrow(message);
    expect(await db.favourites.toArray()).toEqual([{ ...kept!, savedAt: 1 }]);
  });
});

describe('review states in the favourites file (version 2)', () => {
  it('go out with their favourites and come back where the hadith is not learnt here', async () => {
    const [learnt, plain] = hadiths(2, 'en');
    await db.favourites.bulkPut([
      { ...learnt!, savedAt: 2, note: 'by heart' },
      { ...plain!, savedAt: 1 },
    ]);
    const store = createReviewStore(db, async () => 0.9);
    await store.learn([learnt!.id], Date.UTC(2026, 0, 1));
    await store.answer(learnt!.id, 3, Date.UTC(2026, 0, 1), '2026-01-01');
    const before = await db.reviews.get(learnt!.id);
    const data = createFavouritesTransfer(db, () => Date.UTC(2026, 0, 2));
    const file = JSON.parse(JSON.stringify(await data.exportFavourites())) as {
      version: number;
      favourites: { id: number; review?: unknown }[];
    };
    expect(file.version).toBe(2);
    expect(file.favourites.map((entry) => entry.review !== undefined)).toEqual([true, false]);

    await db.favourites.clear();
    await db.reviews.clear();
    expect(await data.importFavourites(file)).toEqual({
      added: 2,
      alreadyThere: 0,
      refused: 0,
      firstRefusal: null,
      reviewsAdded: 1,
      reviewsSkipped: 0,
    });
    expect(await db.reviews.get(learnt!.id)).toEqual(before);
    expect((await db.favourites.get(learnt!.id))?.note).toBe('by heart');
  });

  it('a review state from a later version, or damaged, is left out and said; its favourite and note come in', async () => {
    const [later, damaged] = hadiths(2, 'en');
    const file = {
      format: FAVOURITES_FORMAT,
      version: 3,
      exportedAt: '2031-01-01T00:00:00.000Z',
      favourites: [
        {
          ...later!,
          savedAt: 2,
          note: 'kept',
          review: { id: later!.id, v: 2, card: {}, since: 1 },
        },
        { ...damaged!, savedAt: 1, review: 'soon' },
      ],
    };
    const data = createFavouritesTransfer(db);
    expect(await data.importFavourites(file)).toMatchObject({
      added: 2,
      reviewsAdded: 0,
      reviewsSkipped: 2,
    });
    expect((await db.favourites.get(later!.id))?.note).toBe('kept');
    expect(await db.reviews.count()).toBe(0);
  });

  it('says how far an import has got, chunk by chunk, and a cancel keeps nothing of the file', async () => {
    const [there] = hadiths(1, 'en');
    await db.favourites.put({ ...there!, savedAt: 1 });
    // The real hadiths at hand, numbered anew as many times as needed; the one there first too.
    const real = hadiths(82, 'en');
    const favourites = [{ ...there!, savedAt: 2 }];
    for (let index = 1; index < IMPORT_CHUNK * 3 + 7; index++) {
      favourites.push({
        ...real[index % real.length]!,
        id: 900_000_000 + index,
        savedAt: 10 + index,
      });
    }
    const file = { format: FAVOURITES_FORMAT, version: 1, exportedAt: '2026-01-01', favourites };
    const data = createFavouritesTransfer(db);

    const seen: [number, number][] = [];
    const cancelAfter = 2;
    const result = await data.importFavourites(file, {
      progress: (done, total) => seen.push([done, total]),
      cancelled: () => seen.length >= cancelAfter,
    });
    expect(result).toMatchObject({ added: 0, cancelled: true });
    expect(seen).toEqual([
      [IMPORT_CHUNK, favourites.length],
      [IMPORT_CHUNK * 2, favourites.length],
    ]);
    // Rolled back: only what was there before.
    expect((await db.favourites.toArray()).map((row) => row.id)).toEqual([there!.id]);

    const done: number[] = [];
    const whole = await data.importFavourites(file, {
      progress: (count) => done.push(count),
      cancelled: () => false,
    });
    expect(whole).toMatchObject({ added: favourites.length - 1, alreadyThere: 1 });
    expect(whole.cancelled).toBeUndefined();
    expect(done.at(-1)).toBe(favourites.length);
    expect(await db.favourites.count()).toBe(favourites.length);
  });
});

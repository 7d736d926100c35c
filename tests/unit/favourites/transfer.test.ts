import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openDatabase, type HadithDatabase } from '@/lib/storage/db';
import { FAVOURITES_FORMAT } from '@/lib/favourites/file';
import { createFavouritesTransfer } from '@/lib/favourites/background/transfer';
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
      'a later version',
      { format: FAVOURITES_FORMAT, version: 2, exportedAt: '', favourites: [] },
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

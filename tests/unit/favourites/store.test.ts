import { describe, expect, it } from 'vitest';
import { createFavourites } from '@/lib/favourites/background/store';
import { createFavouritesTransfer } from '@/lib/favourites/background/transfer';
import { FAVOURITES_FORMAT } from '@/lib/favourites/file';
import { hadiths, useBackground } from '../helpers/background';

/** The Favourites page's filter (lib/favourites/background/store.ts): texts, reference and note. */

const background = useBackground();

describe('the favourites filter', () => {
  it('finds a favourite by a word of its note, its collection or its number', async () => {
    const favourites = createFavourites(background().db);
    const [first, second] = hadiths(2);
    await favourites.set(first!, true, 1);
    await favourites.set(second!, true, 2);
    const matching = async (filter: string) =>
      (await favourites.page({ filter, offset: 0, limit: 10 })).items.map(({ id }) => id);

    expect(await matching('remembrance')).toEqual([]);
    expect(await favourites.setNote(first!.id, 'Read at the Remembrance circle')).toBe(true);
    expect(await matching('remembrance')).toEqual([first!.id]);
    // A note changed: the old words no longer find it.
    await favourites.setNote(first!.id, 'for Friday');
    expect(await matching('remembrance')).toEqual([]);
    expect(await matching('friday')).toEqual([first!.id]);

    const byNumber = await matching(`${second!.collection} ${second!.hadithNumber}`);
    expect(byNumber).toContain(second!.id);
  });

  it('keeps a note on a favourite no longer there to itself', async () => {
    const favourites = createFavourites(background().db);
    expect(await favourites.setNote(hadiths(1)[0]!.id, 'gone')).toBe(false);
  });

  it('counts the favourites again after any write to them, whoever makes it', async () => {
    const { db } = background();
    const favourites = createFavourites(db);
    const total = async () => (await favourites.page({ filter: '', offset: 0, limit: 1 })).total;
    const [first, second, third] = hadiths(3);
    expect(await total()).toBe(0);
    await favourites.set(first!, true, 1);
    expect(await total()).toBe(1);
    // Written around the store: straight to the table, and by an import.
    await db.favourites.put({ ...second!, savedAt: 2 });
    expect(await total()).toBe(2);
    const file = {
      format: FAVOURITES_FORMAT,
      version: 1,
      exportedAt: '2026-01-01',
      favourites: [{ ...third!, savedAt: 3 }],
    };
    await createFavouritesTransfer(db).importFavourites(file);
    expect(await total()).toBe(3);
    await favourites.set(first!, false, 4);
    expect(await total()).toBe(2);
    await db.favourites.clear();
    expect(await total()).toBe(0);
  });
});

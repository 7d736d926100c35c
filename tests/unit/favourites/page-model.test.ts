import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVOURITES_PAGE_SIZE, FavouritesModel, UNDO_MS } from '@/lib/favourites/page/model';
import type { FavouriteHadith } from '@/lib/storage/db';
import { hadiths } from '../helpers/background';

/** A background holding `count` favourites, newest first, filtered by a word of the reference. */
function fakeBackground(count: number) {
  let rows: FavouriteHadith[] = hadiths(count).map((hadith, index) => ({
    ...hadith,
    savedAt: 1000 - index,
  }));
  const sent: { type: string; data: unknown }[] = [];
  const backend = (async (type: string, data: never) => {
    sent.push({ type, data });
    if (type === 'favouritesPage') {
      const { filter, offset, limit } = data as { filter: string; offset: number; limit: number };
      const matching = rows.filter((row) => String(row.hadithNumber).includes(filter.trim()));
      return {
        items: matching.slice(offset, offset + limit),
        matching: matching.length,
        total: rows.length,
      };
    }
    if (type === 'recentHadiths') return [];
    if (type === 'earlierNotes') return {};
    if (type === 'setFavourite') {
      const { hadith } = data as { hadith: FavouriteHadith };
      rows = rows.filter((row) => row.id !== hadith.id);
      return false;
    }
    if (type === 'restoreFavourite') {
      rows = [...rows, data as FavouriteHadith].sort((a, b) => b.savedAt - a.savedAt);
      return undefined;
    }
    return true;
  }) as unknown as ConstructorParameters<typeof FavouritesModel>[0];
  return { backend, sent, pages: () => sent.filter((m) => m.type === 'favouritesPage') };
}

let models: InstanceType<typeof FavouritesModel>[] = [];
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  models.forEach((model) => model[Symbol.dispose]());
  models = [];
  vi.useRealTimers();
});

function open(background: ReturnType<typeof fakeBackground>) {
  const model = new FavouritesModel(background.backend);
  models.push(model);
  return model;
}

describe('the Favourites page model', () => {
  it('asks for one page on opening, and once per pause in typing, not once per key', async () => {
    const background = fakeBackground(45);
    const model = open(background);
    await vi.runAllTimersAsync();
    expect(background.pages()).toHaveLength(1);
    expect(model.shown.value?.items).toHaveLength(FAVOURITES_PAGE_SIZE);
    expect(model.pagination.value).toMatchObject({ page: 1, totalPages: 3, total: 45 });

    for (const text of ['1', '1', '1']) model.typed(text);
    model.typed('12');
    await vi.runAllTimersAsync();
    expect(background.pages().map((m) => m.data)).toEqual([
      { filter: '', offset: 0, limit: FAVOURITES_PAGE_SIZE },
      { filter: '12', offset: 0, limit: FAVOURITES_PAGE_SIZE },
    ]);
  });

  it('puts a removed favourite back on Undo, and forgets it after a while', async () => {
    const background = fakeBackground(3);
    const model = open(background);
    await vi.runAllTimersAsync();
    const [first] = model.shown.value!.items;

    await model.remove(first!);
    expect(model.shown.value?.total).toBe(2);
    expect(model.removed.value).toEqual(first);
    await model.undo();
    expect(model.shown.value?.items[0]).toEqual(first);
    expect(model.removed.value).toBeNull();

    await model.remove(first!);
    await vi.advanceTimersByTimeAsync(UNDO_MS);
    expect(model.removed.value).toBeNull();
  });

  it('keeps the Undo offer while the pointer or focus is on it, then gives it its whole time again', async () => {
    const background = fakeBackground(3);
    const model = open(background);
    await vi.runAllTimersAsync();
    const [first] = model.shown.value!.items;

    await model.remove(first!);
    model.holdUndo('pointer', true);
    model.holdUndo('focus', true);
    await vi.advanceTimersByTimeAsync(UNDO_MS * 3);
    expect(model.removed.value).toEqual(first);
    model.holdUndo('pointer', false);
    await vi.advanceTimersByTimeAsync(UNDO_MS * 3);
    expect(model.removed.value, 'focus still holds it').toEqual(first);
    model.holdUndo('focus', false);
    await vi.advanceTimersByTimeAsync(UNDO_MS - 1);
    expect(model.removed.value).toEqual(first);
    await vi.advanceTimersByTimeAsync(1);
    expect(model.removed.value).toBeNull();

    // Undo clicked while held: its button is gone, and the next offer expires as usual.
    await model.remove(first!);
    model.holdUndo('focus', true);
    await model.undo();
    await model.remove(first!);
    await vi.advanceTimersByTimeAsync(UNDO_MS);
    expect(model.removed.value).toBeNull();
  });

  it('steps back a page when the last page’s favourites are all removed', async () => {
    const background = fakeBackground(FAVOURITES_PAGE_SIZE + 1);
    const model = open(background);
    await vi.runAllTimersAsync();
    model.next();
    await vi.runAllTimersAsync();
    expect(model.pagination.value?.page).toBe(2);
    await model.remove(model.shown.value!.items[0]!);
    await vi.runAllTimersAsync();
    expect(model.pagination.value).toMatchObject({ page: 1, totalPages: 1 });
    expect(model.shown.value?.items).toHaveLength(FAVOURITES_PAGE_SIZE);
  });
});

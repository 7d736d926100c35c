import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openDatabase, type HadithDatabase } from '@/lib/storage/db';
import { createReviewStore, type ReviewStore } from '@/lib/reviews/background/store';
import { hadiths } from '../helpers/background';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW = new Date(2030, 0, 2, 9).getTime();

let db: HadithDatabase;
let store: ReviewStore;
let databases = 0;

beforeEach(async () => {
  fakeBrowser.reset();
  db = openDatabase(`reviews-test-${(databases += 1)}`);
  await db.open();
  store = createReviewStore(db, async () => 0.9);
});

afterEach(async () => {
  await db.delete();
});

async function star(count: number) {
  const found = hadiths(count, 'en');
  await db.favourites.bulkPut(found.map((hadith, index) => ({ ...hadith, savedAt: index })));
  return found;
}

describe('the review store', () => {
  it('learns favourites only, once each, due at once', async () => {
    const [first, second] = await star(2);
    expect(await store.learn([first!.id, second!.id, first!.id, 999_999_999], NOW)).toBe(2);
    expect(await store.learn([first!.id], NOW)).toBe(0);
    const next = await store.next(5, NOW);
    expect(next.map((card) => card.hadith.id).sort()).toEqual([first!.id, second!.id].sort());
    expect(next.every((card) => card.due === NOW)).toBe(true);
    expect(next[0]!.intervals[0]).toBeLessThan(next[0]!.intervals[2]);
  });

  it('answers move a card on; a stopped card cannot be answered; Reset starts it from new', async () => {
    const [hadith] = await star(1);
    const id = hadith!.id;
    await store.learn([id], NOW);
    expect(await store.answer(id, 3, NOW, '2030-01-02')).toBe(true);
    const [after] = await store.next(1, NOW);
    expect(after!.due).toBeGreaterThanOrEqual(NOW + 10 * MINUTE);
    await store.reset(id, NOW + MINUTE);
    expect((await store.next(1, NOW))[0]!.due).toBe(NOW + MINUTE);
    await store.stop([id]);
    expect(await store.answer(id, 3, NOW, '2030-01-02')).toBe(false);
    expect(await store.learning([id])).toEqual([]);
    // The favourite and its answers stay.
    expect(await db.favourites.get(id)).toBeDefined();
    expect(await db.reviewAnswers.count()).toBe(1);
  });

  it('counts due, learning and known, forecasts 30 days and keeps a streak', async () => {
    const found = await star(4);
    const ids = found.map((hadith) => hadith.id);
    await store.learn(ids, NOW);
    // Yesterday and today answered: a streak of two.
    await store.answer(ids[0]!, 3, NOW - DAY, '2030-01-01');
    await store.answer(ids[0]!, 3, NOW, '2030-01-02');
    // One known card due in three days, one in 2200, one new and due now, one in learning.
    const rows = await db.reviews.bulkGet(ids);
    const card = (row: (typeof rows)[number], due: number, state: number) => ({
      ...row!,
      due,
      card: { ...(row!.card as object), due, state },
    });
    await db.reviews.bulkPut([
      card(rows[0], NOW + 3 * DAY, 2),
      card(rows[1], Date.UTC(2200, 0, 1), 2),
      card(rows[2], NOW, 0),
      card(rows[3], NOW + 40 * DAY, 1),
    ]);
    const overview = await store.overview(NOW, '2030-01-02');
    expect(overview).toMatchObject({
      dueToday: 1,
      learning: 2,
      known: 2,
      streak: 2,
      answeredToday: 1,
    });
    expect(overview.forecast).toHaveLength(30);
    expect(overview.forecast[0]).toBe(1);
    expect(overview.forecast[3]).toBe(1);
    expect(overview.forecast.reduce((a, b) => a + b)).toBe(2);
    expect(overview.items.map((item) => item.hadith.id)).toEqual([ids[2], ids[0], ids[3], ids[1]]);
    // The tiles count what the list shows: known is the cards in review, learning the rest.
    const stages = overview.items.map((item) => item.stage);
    expect(overview.known).toBe(stages.filter((stage) => stage === 'review').length);
    expect(overview.learning).toBe(stages.filter((stage) => stage !== 'review').length);
  });

  it('counts what falls due before a time, for the toolbar icon: a card whose favourite is gone is not', async () => {
    const found = await star(3);
    const ids = found.map((hadith) => hadith.id);
    expect(await store.dueBefore(NOW + DAY)).toEqual({ due: 0, learnt: 0 });
    await store.learn(ids, NOW);
    expect(await store.dueBefore(NOW + DAY)).toEqual({ due: 3, learnt: 3 });
    await store.answer(ids[0]!, 4, NOW, '2030-01-02');
    expect(await store.dueBefore(NOW + 12 * 60 * MINUTE)).toEqual({ due: 2, learnt: 3 });
    await db.favourites.delete(ids[1]!);
    expect(await store.dueBefore(NOW + 12 * 60 * MINUTE)).toEqual({ due: 1, learnt: 3 });
  });

  it('leaves a damaged record or one from a later version as it is, counted, and shows the rest', async () => {
    const [good, damaged, later] = await star(3);
    await store.learn([good!.id, damaged!.id, later!.id], NOW);
    await db.reviews.update(damaged!.id, { card: { due: 'soon' } });
    await db.reviews.update(later!.id, { v: 2 });
    const overview = await store.overview(NOW, '2030-01-02');
    expect(overview.skipped).toBe(2);
    expect(overview.items.map((item) => item.hadith.id)).toEqual([good!.id]);
    expect((await store.next(5, NOW)).map((card) => card.hadith.id)).toEqual([good!.id]);
    // Never deleted: a later version may read it again.
    expect(await db.reviews.count()).toBe(3);
    expect(await store.answer(damaged!.id, 3, NOW, '2030-01-02')).toBe(false);
  });

  it('a due date in 1970 is simply overdue; a clock gone back answers without going back', async () => {
    const [hadith] = await star(1);
    await store.learn([hadith!.id], NOW);
    const row = (await db.reviews.get(hadith!.id))!;
    await db.reviews.put({ ...row, due: 0, card: { ...(row.card as object), due: 0 } });
    expect((await store.next(1, NOW))[0]!.due).toBe(0);
    expect(await store.answer(hadith!.id, 3, NOW, '2030-01-02')).toBe(true);
    expect(await store.answer(hadith!.id, 3, NOW - 300 * DAY, '2029-03-08')).toBe(true);
    const [card] = await store.next(1, NOW);
    expect(card!.due).toBeGreaterThan(NOW);
  });

  it('5,000 cards due at once: a tab is handed a few, the page lists them all', async () => {
    const [model] = hadiths(1, 'en');
    const many = Array.from({ length: 5000 }, (_, index) => ({ ...model!, id: index + 1 }));
    await db.favourites.bulkPut(many.map((hadith, index) => ({ ...hadith, savedAt: index })));
    expect(
      await store.learn(
        many.map((hadith) => hadith.id),
        NOW,
      ),
    ).toBe(5000);
    expect(await store.next(5, NOW)).toHaveLength(5);
    const overview = await store.overview(NOW, '2030-01-02');
    expect(overview.dueToday).toBe(5000);
    expect(overview.items).toHaveLength(5000);
  });
});

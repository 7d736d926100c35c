import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openDatabase, type HadithDatabase } from '@/lib/storage/db';
import { createSyncEngine, SYNC_ALARM, type SyncEngine } from '@/lib/sync/background/engine';
import { syncEnabled, syncStatus } from '@/lib/sync/state';
import { recordKey, type SyncRecord } from '@/lib/sync/record';
import type { BookService } from '@/lib/reader/background/service';
import { createReviewStore } from '@/lib/reviews/background/store';
import { hadiths } from '../helpers/background';

const NOW = Date.UTC(2030, 0, 2, 9);

/** storage.sync as a map, whose writes can be made to fail as a full one's do. */
function fakeArea() {
  const items = new Map<string, unknown>();
  const area = {
    failWith: null as Error | null,
    writes: 0,
    /** Runs read storage.sync once each: this counts them. */
    reads: 0,
    items,
    async get() {
      area.reads += 1;
      return Object.fromEntries(items);
    },
    async set(values: Record<string, unknown>) {
      if (area.failWith !== null) throw area.failWith;
      area.writes += 1;
      for (const [key, value] of Object.entries(values)) items.set(key, structuredClone(value));
    },
    async remove(keys: string | string[]) {
      area.writes += 1;
      for (const key of [keys].flat()) items.delete(key);
    },
  };
  return area;
}

const noBooks: Pick<BookService, 'readBook'> = {
  readBook: async () => ({ kind: 'unsupported' }),
};

let db: HadithDatabase;
let area: ReturnType<typeof fakeArea>;
let engine: SyncEngine;
let clock = NOW;
let databases = 0;

beforeEach(async () => {
  fakeBrowser.reset();
  db = openDatabase(`sync-test-${(databases += 1)}`);
  await db.open();
  area = fakeArea();
  clock = NOW;
  engine = createSyncEngine({ db, books: noBooks, area, now: () => clock });
});

afterEach(async () => {
  await db.delete();
});

const record = (id: number, fields: Partial<SyncRecord>): SyncRecord => ({
  id,
  v: 1,
  at: NOW,
  ...fields,
});

describe('sync through storage.sync', () => {
  it('is off until turned on; on, this browser’s favourites, notes and reviews go out, never their text', async () => {
    const [first, second] = hadiths(2, 'en');
    await db.favourites.bulkPut([
      { ...first!, savedAt: NOW - 10, note: 'kept' },
      { ...second!, savedAt: NOW - 5 },
    ]);
    await createReviewStore(db, async () => 0.9).learn([second!.id], NOW);
    expect((await engine.run()).enabled).toBe(false);
    expect(area.items.size).toBe(0);

    const status = await engine.setEnabled(true);
    expect(status).toMatchObject({ enabled: true, synced: 2, notSynced: 0, problem: null });
    const sent = area.items.get(recordKey(first!.id)) as SyncRecord;
    expect(sent).toMatchObject({ id: first!.id, note: 'kept', savedAt: NOW - 10 });
    expect(JSON.stringify([...area.items.values()])).not.toContain(first!.arabicText.slice(0, 20));
    expect((area.items.get(recordKey(second!.id)) as SyncRecord).review).toBeDefined();
    // Nothing changed: the next run writes nothing.
    const writes = area.writes;
    await engine.run();
    expect(area.writes).toBe(writes);
  });

  it('brings a favourite, its note and its review from another browser; a later removal removes it', async () => {
    const [hadith] = hadiths(1, 'en');
    // Its text is held here (cached), so no request is needed.
    await db.hadiths.put({ ...hadith!, fetchedAt: NOW, lastUsedAt: NOW });
    area.items.set(
      recordKey(hadith!.id),
      record(hadith!.id, {
        collection: hadith!.collection,
        book: hadith!.bookNumber,
        number: hadith!.hadithNumber,
        language: 'en',
        savedAt: NOW - 100,
        note: 'from the laptop',
        noteAt: NOW - 50,
      }),
    );
    await syncEnabled.setValue(true);
    await engine.run();
    expect(await db.favourites.get(hadith!.id)).toMatchObject({ note: 'from the laptop' });

    // An older removal does not take it away; a later one does.
    area.items.set(recordKey(hadith!.id), record(hadith!.id, { at: NOW - 200, gone: true }));
    await engine.run();
    expect(await db.favourites.get(hadith!.id)).toBeDefined();
    clock = NOW + 1000;
    area.items.set(recordKey(hadith!.id), record(hadith!.id, { at: NOW + 500, gone: true }));
    await engine.run();
    expect(await db.favourites.get(hadith!.id)).toBeUndefined();
  });

  it('a removal here is remembered: the favourite does not come back from storage.sync', async () => {
    const [hadith] = hadiths(1, 'en');
    await db.favourites.put({ ...hadith!, savedAt: NOW - 10 });
    await engine.setEnabled(true);
    clock = NOW + 1000;
    await db.favourites.delete(hadith!.id);
    await engine.run();
    expect(area.items.get(recordKey(hadith!.id))).toMatchObject({ gone: true, at: NOW + 1000 });
    await engine.run();
    expect(await db.favourites.get(hadith!.id)).toBeUndefined();
  });

  it('a damaged record, or one from a later version, is left as it is and said; no favourite is lost', async () => {
    const [mine, theirs] = hadiths(2, 'en');
    await db.favourites.put({ ...mine!, savedAt: NOW - 10 });
    area.items.set(recordKey(mine!.id), { id: mine!.id, v: 1, at: 'tomorrow', gone: true });
    area.items.set(recordKey(theirs!.id), { id: theirs!.id, v: 2, at: NOW, shape: 'new' });
    const status = await engine.setEnabled(true);
    expect(status.unreadable).toBe(2);
    expect(await db.favourites.get(mine!.id)).toBeDefined();
    // The later version's record stays for the browser that can read it.
    expect(area.items.get(recordKey(theirs!.id))).toMatchObject({ v: 2 });
  });

  it('a full storage.sync says so and loses nothing here', async () => {
    const [hadith] = hadiths(1, 'en');
    await db.favourites.put({ ...hadith!, savedAt: NOW - 10, note: 'mine' });
    area.failWith = new Error('QUOTA_BYTES quota exceeded');
    const status = await engine.setEnabled(true);
    expect(status.problem).toBe('quota');
    expect(await db.favourites.get(hadith!.id)).toMatchObject({ note: 'mine' });
    area.failWith = null;
    expect((await engine.run()).problem).toBeNull();
    expect(area.items.has(recordKey(hadith!.id))).toBe(true);
  });

  it('two edits of one note: the later one is kept, the other in the note’s history', async () => {
    const [hadith] = hadiths(1, 'en');
    await db.favourites.put({ ...hadith!, savedAt: NOW - 100, note: 'first' });
    await engine.setEnabled(true);
    clock = NOW + 1000;
    await db.favourites.update(hadith!.id, { note: 'edited here' });
    const laterThere = record(hadith!.id, {
      ...(area.items.get(recordKey(hadith!.id)) as SyncRecord),
      at: NOW + 2000,
      note: 'edited there',
      noteAt: NOW + 2000,
    });
    area.items.set(recordKey(hadith!.id), laterThere);
    await engine.run();
    expect(await db.favourites.get(hadith!.id)).toMatchObject({ note: 'edited there' });
    const kept = area.items.get(recordKey(hadith!.id)) as SyncRecord;
    // Its own note once, in `note`; the one it replaced in the history.
    expect(kept.note).toBe('edited there');
    expect(kept.history?.map((version) => version.note)).toEqual(['edited here', 'first']);
  });

  it('when not all fit, the most recently used sync and the rest are counted', async () => {
    const [model] = hadiths(1, 'en');
    const many = Array.from({ length: 700 }, (_, index) => ({
      ...model!,
      id: index + 1,
      savedAt: NOW - 700 + index,
      note: 'n'.repeat(40),
    }));
    await db.favourites.bulkPut(many);
    const status = await engine.setEnabled(true);
    expect(status.synced + status.notSynced).toBe(700);
    expect(status.notSynced).toBeGreaterThan(0);
    expect(status.bytes).toBeLessThanOrEqual(102_400);
    expect(area.items.size).toBeLessThan(512);
    // The newest starred are among those synced.
    expect(area.items.has(recordKey(700))).toBe(true);
    expect(area.items.has(recordKey(1))).toBe(false);
  });

  describe('when runs happen', () => {
    /** The engine's alarm, as the browser rings it at `scheduledTime`. */
    const alarmAt = (scheduledTime: number) =>
      ({ name: SYNC_ALARM, scheduledTime }) as Parameters<
        typeof fakeBrowser.alarms.onAlarm.trigger
      >[0];
    /** Lets the engine's promises and the database settle. */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

    it('a run’s own writes call for no run; an edit made while it applies does', async () => {
      const [mine, theirs] = hadiths(2, 'en');
      await db.hadiths.put({ ...theirs!, fetchedAt: NOW, lastUsedAt: NOW });
      const fromThere = { collection: theirs!.collection, book: 1, number: 1, language: 'en' };
      area.items.set(recordKey(theirs!.id), record(theirs!.id, { ...fromThere, savedAt: NOW }));
      await syncEnabled.setValue(true);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        await engine.run();
        expect(await db.favourites.get(theirs!.id)).toBeDefined();
        await vi.advanceTimersByTimeAsync(5_000);
        expect(area.reads).toBe(1);

        // Starred here while a run is applying what came from there.
        area.items.set(recordKey(theirs!.id), record(theirs!.id, { ...fromThere, note: 'n' }));
        const applying = engine.run();
        await db.favourites.put({ ...mine!, savedAt: NOW });
        await applying;
        await vi.advanceTimersByTimeAsync(5_000);
        await vi.waitFor(() => expect(area.reads).toBe(3));
      } finally {
        vi.useRealTimers();
      }
    });

    it('a long wait is an alarm, which wakes the worker for the run', async () => {
      await syncEnabled.setValue(true);
      engine.soon(60_000);
      await settle();
      const alarm = await fakeBrowser.alarms.get(SYNC_ALARM);
      expect(alarm?.scheduledTime).toBe(NOW + 60_000);
      await fakeBrowser.alarms.onAlarm.trigger(alarmAt(NOW + 60_000));
      await vi.waitFor(() => expect(area.reads).toBe(1));
      // Turned off: no alarm is left to wake it.
      await engine.setEnabled(false);
      expect(await fakeBrowser.alarms.get(SYNC_ALARM)).toBeUndefined();
    });

    it('a run that fails is said in the status, not swallowed', async () => {
      await syncEnabled.setValue(true);
      db.close();
      await fakeBrowser.alarms.onAlarm.trigger(alarmAt(NOW));
      await vi.waitFor(async () =>
        expect((await syncStatus.getValue()).problem).toBe('unavailable'),
      );
    });
  });
});

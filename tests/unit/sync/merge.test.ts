import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dropOldTombstones,
  fromWire,
  mergeRecord,
  mergeRecords,
  replacedNotes,
  toWire,
} from '@/lib/sync/merge';
import { SYNC_RECORD_VERSION, type SyncRecord } from '@/lib/sync/record';

const ID = 42;

/** A record as a browser writes it: starred (with or without a note) or removed, at some time. */
const written: fc.Arbitrary<SyncRecord> = fc.oneof(
  fc
    .record({
      at: fc.integer({ min: 1, max: 50 }),
      note: fc.option(fc.constantFrom('a', 'b', 'c', 'd', ''), { nil: undefined }),
      savedAt: fc.integer({ min: 0, max: 5 }),
    })
    .map(({ at, note, savedAt }): SyncRecord => ({
      id: ID,
      v: SYNC_RECORD_VERSION,
      at,
      collection: 'Sahih Muslim',
      number: 1,
      savedAt,
      ...(note === undefined ? {} : { note, noteAt: at }),
    })),
  fc
    .integer({ min: 1, max: 50 })
    .map((at): SyncRecord => ({ id: ID, v: SYNC_RECORD_VERSION, at, gone: true })),
);

/** A record as a browser holds it: what it wrote, merged with what it received. */
const held: fc.Arbitrary<SyncRecord> = fc
  .array(written, { minLength: 1, maxLength: 4 })
  .map((records) => records.map((record) => mergeRecord(record, record)).reduce(mergeRecord));

describe('merging two browsers’ records', () => {
  it('is commutative, associative and idempotent', () => {
    fc.assert(
      fc.property(held, held, held, (a, b, c) => {
        expect(mergeRecord(a, b)).toEqual(mergeRecord(b, a));
        expect(mergeRecord(mergeRecord(a, b), c)).toEqual(mergeRecord(a, mergeRecord(b, c)));
        expect(mergeRecord(a, a)).toEqual(a);
      }),
      { numRuns: 2000 },
    );
  });

  it('goes to storage.sync without its own note twice, and comes back as it was', () => {
    fc.assert(
      fc.property(held, (record) => {
        expect(fromWire(toWire(record))).toEqual(record);
        const note = toWire(record).note;
        expect(
          (toWire(record).history ?? []).some(
            (version) => version.note === note && version.at === record.noteAt,
          ),
        ).toBe(false);
      }),
    );
  });

  it('every browser converges, whatever order the records reach it in', () => {
    fc.assert(
      fc.property(
        fc.array(written, { minLength: 1, maxLength: 6 }),
        fc.integer(),
        (records, seed) => {
          const shuffled = [...records].sort(
            (x, y) => ((x.at * 31 + seed) % 7) - ((y.at * 31 + seed) % 7),
          );
          expect(shuffled.reduce(mergeRecord)).toEqual(records.reduce(mergeRecord));
        },
      ),
    );
  });

  it('the later change wins; a removal is not undone by an older star', () => {
    const starred: SyncRecord = { id: ID, v: 1, at: 10, savedAt: 1, note: 'mine', noteAt: 10 };
    const removed: SyncRecord = { id: ID, v: 1, at: 20, gone: true };
    expect(mergeRecord(starred, removed)).toEqual(removed);
    // Starred again after the removal: it is back, without the notes from before the removal.
    const again: SyncRecord = { id: ID, v: 1, at: 30, savedAt: 30 };
    expect(mergeRecord(mergeRecord(starred, removed), again)).toEqual({ ...again, goneAt: 20 });
  });

  it('two edits of one note keep the later, and the other in the note’s history', () => {
    const here: SyncRecord = { id: ID, v: 1, at: 10, note: 'written here', noteAt: 10 };
    const there: SyncRecord = { id: ID, v: 1, at: 12, note: 'written there', noteAt: 12 };
    const merged = mergeRecord(here, there);
    expect(merged.note).toBe('written there');
    expect(replacedNotes(merged)).toEqual([{ note: 'written here', at: 10 }]);
  });

  it('merges sets record by record, and forgets old tombstones only when asked', () => {
    const a = new Map<number, SyncRecord>([[1, { id: 1, v: 1, at: 5, savedAt: 5 }]]);
    const b = new Map<number, SyncRecord>([[2, { id: 2, v: 1, at: 6, gone: true }]]);
    const merged = mergeRecords(a, b);
    expect([...merged.keys()].sort()).toEqual([1, 2]);
    const day = 24 * 60 * 60 * 1000;
    expect([...dropOldTombstones(merged, 6 + 91 * day).keys()]).toEqual([1]);
    expect([...dropOldTombstones(merged, 6 + 89 * day).keys()].sort()).toEqual([1, 2]);
  });
});

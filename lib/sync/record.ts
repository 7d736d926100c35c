import * as v from 'valibot';
import type { NoteVersion } from '../favourites/favourite';

/**
 * One favourite as storage.sync carries it between the user's browsers: its
 * identity, when it was starred, its note, its review state, and when the
 * record last changed. Never the hadith's text, the key or the addresses.
 * A removal is kept as a tombstone, so another browser does not bring it back.
 */

/** The version of a record this extension writes; a later one is left as it is. */
export const SYNC_RECORD_VERSION = 1;
/** Notes kept when two browsers changed one note: the later wins, the others stay here. */
export const MAX_NOTE_HISTORY = 3;

export type { NoteVersion };

export interface SyncRecord {
  /** The service's hadith id. */
  id: number;
  v: typeof SYNC_RECORD_VERSION;
  /** When the record last changed, on the browser that changed it (epoch ms). */
  at: number;
  /** Removed: the record is a tombstone. */
  gone?: true;
  collection?: string;
  collectionId?: number | null;
  book?: number;
  number?: number;
  /** The language the favourite was starred in. */
  language?: string;
  savedAt?: number;
  note?: string;
  /** When the note was written (the record's `at` when it changed with it). */
  noteAt?: number;
  /**
   * The newest versions of the note the browsers wrote, newest first, the record's own
   * among them (./merge.ts): those it replaced are the note's history.
   */
  history?: NoteVersion[];
  /** The latest removal of this favourite any browser made: notes from before it are gone. */
  goneAt?: number;
  /** The review state (lib/reviews/record.ts), as stored. */
  review?: unknown;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const time = v.pipe(v.number(), v.finite(), v.minValue(0));

const recordSchema = v.object({
  id: count,
  v: v.literal(SYNC_RECORD_VERSION),
  at: time,
  gone: v.optional(v.literal(true)),
  collection: v.optional(v.pipe(v.string(), v.maxLength(200))),
  collectionId: v.optional(v.nullable(count)),
  book: v.optional(count),
  number: v.optional(count),
  language: v.optional(v.pipe(v.string(), v.maxLength(35))),
  savedAt: v.optional(time),
  note: v.optional(v.pipe(v.string(), v.maxLength(4000))),
  noteAt: v.optional(time),
  history: v.optional(
    v.pipe(
      v.array(v.object({ note: v.pipe(v.string(), v.maxLength(4000)), at: time })),
      v.maxLength(10),
    ),
  ),
  goneAt: v.optional(time),
  review: v.optional(v.unknown()),
});

/** The record, or null when it is damaged or written by a later version. */
export function readSyncRecord(value: unknown): SyncRecord | null {
  const parsed = v.safeParse(recordSchema, value);
  return parsed.success ? (parsed.output as SyncRecord) : null;
}

/** The storage.sync key of a favourite's record. */
export function recordKey(id: number): string {
  return `f:${id}`;
}

/** The id a storage.sync key names, or null for a key that is not a record's. */
export function idOfKey(key: string): number | null {
  const match = /^f:(\d+)$/.exec(key);
  return match === null ? null : Number(match[1]);
}

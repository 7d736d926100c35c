import { MAX_NOTE_HISTORY, type NoteVersion, type SyncRecord } from './record';

/**
 * Merging two browsers' records, record by record: the one changed later wins;
 * a note it replaced is kept in the note's history. Pure, and commutative,
 * associative and idempotent (tests/unit/sync/merge.test.ts), so every browser
 * that has seen the same records holds the same set, in whatever order they came.
 */

/** A record's JSON with its keys in order: equal records, equal text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a browser changed: the record without what merging derives (the notes' history). */
function own(record: SyncRecord): Omit<SyncRecord, 'history' | 'goneAt'> {
  const { history: _history, goneAt: _goneAt, ...rest } = record;
  return rest;
}

/** The later record; at the same time, the one whose own text sorts last, on every browser alike. */
function later(a: SyncRecord, b: SyncRecord): SyncRecord {
  if (a.at !== b.at) return a.at > b.at ? a : b;
  return canonical(own(a)) >= canonical(own(b)) ? a : b;
}

/** Every version of the note a record knows: its own, and the history it carries. */
function notesOf(record: SyncRecord): NoteVersion[] {
  if (record.gone) return [];
  const current =
    record.note === undefined || record.note === ''
      ? []
      : [{ note: record.note, at: record.noteAt ?? record.at }];
  return [...current, ...(record.history ?? [])];
}

/** The latest removal a record knows of: notes from before it are not kept. */
function removedAt(record: SyncRecord): number {
  return Math.max(record.goneAt ?? 0, record.gone ? record.at : 0);
}

const newestFirst = (a: NoteVersion, b: NoteVersion) =>
  b.at - a.at || (a.note < b.note ? 1 : a.note > b.note ? -1 : 0);

/**
 * One favourite's two records as one: the later, carrying the newest
 * MAX_NOTE_HISTORY versions of its note that both knew (its own among them),
 * none from before the latest removal. A removal wins whole.
 */
export function mergeRecord(a: SyncRecord, b: SyncRecord): SyncRecord {
  const winner = later(a, b);
  if (winner.gone) return { id: winner.id, v: winner.v, at: winner.at, gone: true };
  const goneAt = Math.max(removedAt(a), removedAt(b));
  const versions = new Map<string, NoteVersion>();
  for (const version of [...notesOf(a), ...notesOf(b)]) {
    if (version.at > goneAt) versions.set(`${version.at}|${version.note}`, version);
  }
  const history = [...versions.values()].sort(newestFirst).slice(0, MAX_NOTE_HISTORY);
  const merged: SyncRecord = { ...own(winner) };
  if (history.length > 0) merged.history = history;
  if (goneAt > 0) merged.goneAt = goneAt;
  return merged;
}

/** The versions of a record's note that lost to a later one: its history as a person reads it. */
export function replacedNotes(record: SyncRecord): NoteVersion[] {
  const [current] = notesOf({ ...record, history: [] });
  return (record.history ?? []).filter(
    (version) =>
      current === undefined || version.note !== current.note || version.at !== current.at,
  );
}

/**
 * A record as storage.sync holds it: its history without its own note, which the
 * record already carries (a note's bytes once, not twice).
 */
export function toWire(record: SyncRecord): SyncRecord {
  if (record.history === undefined) return record;
  const history = replacedNotes(record);
  const { history: _all, ...rest } = record;
  return history.length === 0 ? rest : { ...rest, history };
}

/** A record read from storage.sync, its own note back among its versions, as merging takes it. */
export function fromWire(record: SyncRecord): SyncRecord {
  return mergeRecord(record, record);
}

/** Two sets of records, by id, as one. */
export function mergeRecords(
  a: ReadonlyMap<number, SyncRecord>,
  b: ReadonlyMap<number, SyncRecord>,
): Map<number, SyncRecord> {
  const merged = new Map(a);
  for (const [id, record] of b) {
    const mine = merged.get(id);
    merged.set(id, mine === undefined ? record : mergeRecord(mine, record));
  }
  return merged;
}

/** How long a removal is remembered: longer than a browser is likely to stay offline. */
export const TOMBSTONE_DAYS = 90;

/** The records without tombstones older than TOMBSTONE_DAYS. */
export function dropOldTombstones(
  records: ReadonlyMap<number, SyncRecord>,
  now: number,
): Map<number, SyncRecord> {
  const cutoff = now - TOMBSTONE_DAYS * 24 * 60 * 60 * 1000;
  return new Map([...records].filter(([, record]) => !record.gone || record.at >= cutoff));
}

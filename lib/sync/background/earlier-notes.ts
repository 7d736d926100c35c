import { browser } from '#imports';
import { replacedNotes } from '../merge';
import { type NoteVersion, readSyncRecord, recordKey } from '../record';

/**
 * The note versions storage.sync keeps for `ids`: those a later edit
 * replaced (./merge.ts), by id, for the favourites that have any. Nothing
 * while sync has never run: this browser's notes have no history of their own.
 */
export async function earlierNotes(ids: number[]): Promise<Record<number, NoteVersion[]>> {
  if (ids.length === 0) return {};
  const stored = await browser.storage.sync.get(ids.map(recordKey));
  const found: Record<number, NoteVersion[]> = {};
  for (const id of ids) {
    const record = readSyncRecord(stored[recordKey(id)]);
    const versions = record === null ? [] : replacedNotes(record);
    if (versions.length > 0) found[id] = versions;
  }
  return found;
}

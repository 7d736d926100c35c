import type { FavouriteHadith, StoredReview } from '../../storage/db';
import { canonical, mergeRecord } from '../merge';
import { SYNC_RECORD_VERSION, type SyncRecord } from '../record';

/**
 * This browser's favourites as sync records, against the records it last
 * synced (`shadow`): a favourite unchanged keeps its record and its time; a
 * changed one gets a new record, now; one gone since is a removal, now,
 * unless its text is still awaited (`waiting`: synced here, not yet shown).
 */

/** What of a favourite syncs, in one order, so two of them compare as text. */
function fieldsOf(favourite: FavouriteHadith, review: StoredReview | undefined) {
  const fields: Omit<SyncRecord, 'id' | 'v' | 'at'> = {
    collection: favourite.collection,
    collectionId: favourite.collectionId,
    book: favourite.bookNumber,
    number: favourite.hadithNumber,
    language: favourite.language,
    savedAt: favourite.savedAt,
  };
  if (favourite.note) fields.note = favourite.note;
  if (review !== undefined) {
    const { due: _due, id: _id, ...state } = review;
    fields.review = state;
  }
  return fields;
}

/**
 * Whether what a person changes (the star's time, the note, the review) is as
 * last synced. The identity is not compared: the same hadith fetched on another
 * browser may say its collection's id differently, and that is no change.
 */
function sameFields(record: SyncRecord, fields: ReturnType<typeof fieldsOf>): boolean {
  const mutable = ({ savedAt, note, review }: Partial<SyncRecord>) => ({ savedAt, note, review });
  return canonical(mutable(record)) === canonical(mutable(fields));
}

export function localRecords(input: {
  favourites: FavouriteHadith[];
  reviews: Map<number, StoredReview>;
  shadow: ReadonlyMap<number, SyncRecord>;
  waiting: ReadonlySet<number>;
  now: number;
}): Map<number, SyncRecord> {
  const { favourites, reviews, shadow, waiting, now } = input;
  const records = new Map<number, SyncRecord>();
  for (const favourite of favourites) {
    const fields = fieldsOf(favourite, reviews.get(favourite.id));
    const base = shadow.get(favourite.id);
    if (base !== undefined && !base.gone && sameFields(base, fields)) {
      records.set(favourite.id, base);
      continue;
    }
    const noteChanged = base === undefined || base.gone || base.note !== fields.note;
    // Never synced from here: as old as its star, so what another browser changed since wins.
    const at = base === undefined ? Math.min(favourite.savedAt, now) : now;
    const changed: SyncRecord = { id: favourite.id, v: SYNC_RECORD_VERSION, at, ...fields };
    if (fields.note !== undefined) changed.noteAt = noteChanged ? at : (base?.noteAt ?? at);
    if (base?.history !== undefined) changed.history = base.history;
    if (base?.goneAt !== undefined) changed.goneAt = base.goneAt;
    // Merged with itself: its note joins the versions it carries.
    records.set(favourite.id, mergeRecord(changed, changed));
  }
  for (const [id, record] of shadow) {
    if (records.has(id)) continue;
    records.set(
      id,
      record.gone || waiting.has(id) ? record : { id, v: SYNC_RECORD_VERSION, at: now, gone: true },
    );
  }
  return records;
}

import { recordKey, type SyncRecord } from '../record';

/**
 * Which records fit in storage.sync, and as what: each an item of its own,
 * measured as the browser measures it (the key's length and the value's JSON).
 * A record too big for one item loses its oldest note versions first; the
 * records that still do not fit, least recently used first, are left out.
 */

/** Chrome's and Firefox's limits (storage.sync): 100 KB, 8 KB an item, 512 items. */
export const SYNC_LIMITS = { total: 102_400, perItem: 8_192, items: 512 } as const;
/** Kept free of the total: room for the browser's own accounting, and a margin. */
const RESERVE = 2_048;

export function itemBytes(key: string, value: unknown): number {
  return key.length + new TextEncoder().encode(JSON.stringify(value)).length;
}

/** The record within the per-item limit, its oldest note versions dropped; null when it cannot be. */
function fitted(record: SyncRecord): SyncRecord | null {
  let candidate = record;
  while (itemBytes(recordKey(record.id), candidate) > SYNC_LIMITS.perItem) {
    const history = candidate.history ?? [];
    if (history.length === 0) return null;
    candidate = { ...candidate, history: history.slice(0, -1) };
  }
  return candidate;
}

/** When a record was last used: its change, or its star. */
function lastUsed(record: SyncRecord): number {
  return Math.max(record.at, record.savedAt ?? 0);
}

export interface Packed {
  /** The items to hold, by key. */
  items: Map<string, SyncRecord>;
  bytes: number;
  /** Favourites (not removals) left out. */
  left: number;
}

export function pack(records: Iterable<SyncRecord>, limits = SYNC_LIMITS): Packed {
  const items = new Map<string, SyncRecord>();
  let bytes = 0;
  let left = 0;
  // Removals first: they are small, and one left out could bring a favourite back.
  const ordered = [...records].sort(
    (a, b) => Number(b.gone ?? false) - Number(a.gone ?? false) || lastUsed(b) - lastUsed(a),
  );
  for (const record of ordered) {
    const item = fitted(record);
    const size = item === null ? Infinity : itemBytes(recordKey(record.id), item);
    if (item === null || bytes + size > limits.total - RESERVE || items.size >= limits.items - 1) {
      if (!record.gone) left += 1;
      continue;
    }
    items.set(recordKey(record.id), item);
    bytes += size;
  }
  return { items, bytes, left };
}

/** What the options page says of sync: the background writes it to storage.local after each run. */
export interface SyncStatus {
  enabled: boolean;
  /** Favourites whose record this browser keeps in storage.sync. */
  synced: number;
  /** Favourites left out: storage.sync cannot hold them all (export keeps every one). */
  notSynced: number;
  /** Bytes of storage.sync the records use, and the browser's limit. */
  bytes: number;
  quota: number;
  /** When the last run ended without a problem. */
  lastSyncedAt: number | null;
  /** Records in storage.sync this version could not read (damaged, or from a later version). */
  unreadable: number;
  /** Favourites synced from another browser whose text is still to be fetched. */
  waitingForText: number;
  /** The last run's problem, in the background's words for it; null when there was none. */
  problem: 'quota' | 'write-rate' | 'unavailable' | null;
}

export const SYNC_OFF: SyncStatus = {
  enabled: false,
  synced: 0,
  notSynced: 0,
  bytes: 0,
  quota: 0,
  lastSyncedAt: null,
  unreadable: 0,
  waitingForText: 0,
  problem: null,
};

import { storage } from '#imports';
import { localItem } from '../storage/keys';
import type { SyncRecord } from './record';
import { SYNC_OFF, type SyncStatus } from './status';

/** Whether this browser syncs its favourites: off until the user turns it on, on each browser. */
export const syncEnabled = storage.defineItem<boolean>(localItem('syncEnabled'), {
  fallback: false,
  version: 1,
});

/** The records as last synced (what later changes are measured against), and the ids awaiting text. */
export interface SyncState {
  shadow: Record<string, SyncRecord>;
  waiting: number[];
}

export const syncState = storage.defineItem<SyncState>(localItem('syncState'), {
  fallback: { shadow: {}, waiting: [] },
  version: 1,
});

export const syncStatus = storage.defineItem<SyncStatus>(localItem('syncStatus'), {
  fallback: SYNC_OFF,
  version: 1,
});

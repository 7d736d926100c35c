import type { SyncStatus } from './status';
import type { NoteVersion } from './record';

/** What the options page asks of sync. */
export interface SyncMessages {
  /** Turns sync on or off on this browser; answers the status after a first run. */
  setSyncEnabled(request: { enabled: boolean }): SyncStatus;
  /** Runs at once, as "Sync now" asks. */
  syncNow(): SyncStatus;
  /**
   * The versions of each favourite's note that a later edit on another browser
   * replaced, newest first, by id (the Favourites page's "earlier versions"):
   * only the favourites that have some.
   */
  earlierNotes(request: { ids: number[] }): Record<number, NoteVersion[]>;
}

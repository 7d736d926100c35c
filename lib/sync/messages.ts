import type { Handlers } from '../messaging/handlers';
import type { SyncStatus } from './status';
import type { SyncEngine } from './background/engine';
import { earlierNotes } from './background/earlier-notes';
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

export function createSyncHandlers(engine: SyncEngine): Handlers<SyncMessages> {
  return {
    async setSyncEnabled({ data }) {
      return engine.setEnabled(data?.enabled === true);
    },
    async syncNow() {
      return engine.run();
    },
    async earlierNotes({ data }) {
      const ids = Array.isArray(data?.ids) ? data.ids : [];
      return earlierNotes(ids.filter((id) => Number.isInteger(id) && id > 0).slice(0, 100));
    },
  };
}

import type { Handlers } from '../messaging/handlers';
import type { SyncStatus } from './status';
import type { SyncEngine } from './background/engine';

/** What the options page asks of sync. */
export interface SyncMessages {
  /** Turns sync on or off on this browser; answers the status after a first run. */
  setSyncEnabled(request: { enabled: boolean }): SyncStatus;
  /** Runs at once, as "Sync now" asks. */
  syncNow(): SyncStatus;
}

export function createSyncHandlers(engine: SyncEngine): Handlers<SyncMessages> {
  return {
    async setSyncEnabled({ data }) {
      return engine.setEnabled(data?.enabled === true);
    },
    async syncNow() {
      return engine.run();
    },
  };
}

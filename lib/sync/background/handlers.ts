import type { Handlers } from '../../messaging/handlers';
import type { SyncEngine } from './engine';
import { earlierNotes } from './earlier-notes';
import type { SyncMessages } from '../messages';

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

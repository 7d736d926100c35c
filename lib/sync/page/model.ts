import { createModel, effect, signal } from '@preact/signals';
import { HadithError } from '../../hadith-error';
import { ask } from '../../messaging/contract';
import { syncStatus } from '../state';
import { SYNC_OFF, type SyncStatus } from '../status';

/** The options' sync section: the status the background keeps, followed as it changes; on, off, now. */
export const SyncModel = createModel(() => {
  const status = signal<SyncStatus>(SYNC_OFF);
  const busy = signal(false);
  const error = signal<HadithError | null>(null);

  effect(() => {
    void syncStatus.getValue().then((stored) => (status.value = stored));
    return syncStatus.watch((changed) => (status.value = changed));
  });

  async function asked(task: () => Promise<SyncStatus>): Promise<void> {
    busy.value = true;
    try {
      status.value = await task();
      error.value = null;
    } catch (caught) {
      error.value = HadithError.from(caught);
    } finally {
      busy.value = false;
    }
  }

  return {
    status,
    busy,
    error,
    setEnabled: (enabled: boolean) => {
      // The box shows the choice at once; the status follows once the background has run.
      status.value = { ...status.value, enabled };
      return asked(() => ask('setSyncEnabled', { enabled }));
    },
    syncNow: () => asked(() => ask('syncNow')),
  };
});

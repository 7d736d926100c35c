import { i18n } from '#i18n';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { formatNumber } from '@/lib/locale/locale';
import { syncStatus } from '@/lib/sync/state';
import type { SyncStatus } from '@/lib/sync/status';

/** What sync could not bring here yet, or could not read: said where the favourites are. */
export function SyncNote() {
  const status = useSignal<SyncStatus | null>(null);
  useEffect(() => {
    void syncStatus.getValue().then((stored) => (status.value = stored));
    return syncStatus.watch((changed) => (status.value = changed));
  }, []);
  const shown = status.value;
  if (shown === null || !shown.enabled) return null;
  const lines = [
    ...(shown.waitingForText > 0
      ? [i18n.t('sync.waiting', [formatNumber(shown.waitingForText)])]
      : []),
    ...(shown.unreadable > 0 ? [i18n.t('sync.unreadable', [formatNumber(shown.unreadable)])] : []),
  ];
  return lines.length === 0 ? null : <p class="hint">{lines.join(' ')}</p>;
}

import { i18n } from '#i18n';
import { formatNumber } from '../../locale/locale';
import type { SyncStatus } from '../status';

/**
 * What sync has not brought here yet, or could not read, in plain words: the
 * options' status says it, and so does the Favourites page.
 */
export function pendingLines(status: SyncStatus): string[] {
  if (!status.enabled) return [];
  return [
    ...(status.waitingForText > 0
      ? [i18n.t('sync.waiting', [formatNumber(status.waitingForText)])]
      : []),
    ...(status.unreadable > 0
      ? [i18n.t('sync.unreadable', [formatNumber(status.unreadable)])]
      : []),
  ];
}

import { useModel } from '@preact/signals';
import { SyncModel } from '@/lib/sync/page/model';
import { pendingLines } from '@/lib/sync/page/pending';

/** What sync could not bring here yet, or could not read: said where the favourites are. */
export function SyncNote() {
  const lines = pendingLines(useModel(SyncModel).status.value);
  return lines.length === 0 ? null : <p class="hint">{lines.join(' ')}</p>;
}

import { i18n } from '#i18n';
import { ErrorNotice } from '@/components/ErrorNotice';
import { formatHourMinute, formatNumber, plural } from '@/lib/locale/locale';
import { SyncModel } from '@/lib/sync/page/model';
import { pendingLines } from '@/lib/sync/page/pending';
import type { SyncStatus } from '@/lib/sync/status';

function kilobytes(bytes: number): string {
  return formatNumber(bytes / 1024, { maximumFractionDigits: 1 });
}

/**
 * The status in plain words: what is kept in the browser's sync storage and
 * the room it takes, that it reaches other browsers only through a signed-in
 * browser (which the extension cannot see), when, and what waits.
 */
function statusLines(status: SyncStatus): string[] {
  if (!status.enabled) return [i18n.t('sync.off')];
  const lines = [
    plural('sync.kept', status.synced, [
      formatNumber(status.synced),
      kilobytes(status.bytes),
      kilobytes(status.quota),
    ]),
    i18n.t('sync.reach'),
  ];
  if (status.lastSyncedAt !== null) {
    lines.push(i18n.t('sync.lastSynced', [formatHourMinute(status.lastSyncedAt)]));
  }
  if (status.notSynced > 0) {
    lines.push(plural('sync.notFitting', status.notSynced, [formatNumber(status.notSynced)]));
  }
  return [...lines, ...pendingLines(status)];
}

/** The last run's problem, said plainly: nothing here is ever lost to one. */
function problemText(problem: SyncStatus['problem']): string | null {
  if (problem === 'quota') return i18n.t('sync.problemQuota');
  if (problem === 'write-rate') return i18n.t('sync.problemRate');
  return problem === 'unavailable' ? i18n.t('sync.problemUnavailable') : null;
}

/** Opt-in sync of favourites, notes and reviews through the browser's own sync. */
export function SyncSection({ model }: { model: InstanceType<typeof SyncModel> }) {
  const status = model.status.value;
  return (
    <section class="card options-form" aria-labelledby="sync-heading">
      <h2 id="sync-heading">{i18n.t('sync.heading')}</h2>
      <label class="check-field">
        <input
          type="checkbox"
          checked={status.enabled}
          disabled={model.busy.value}
          aria-describedby="sync-status"
          onChange={(event) => void model.setEnabled(event.currentTarget.checked)}
        />{' '}
        {i18n.t('sync.enable')}
      </label>
      <div id="sync-status" class="sync-status" aria-live="polite">
        {statusLines(status).map((line) => (
          <p key={line} class="hint">
            {line}
          </p>
        ))}
        {status.enabled && problemText(status.problem) !== null && (
          <p class="field-error">{problemText(status.problem)}</p>
        )}
      </div>
      {model.error.value !== null && <ErrorNotice error={model.error.value} />}
      {status.enabled && (
        <div class="data-actions">
          <button
            type="button"
            class="button button-quiet"
            aria-disabled={model.busy.value || undefined}
            onClick={() => void model.syncNow()}
          >
            {i18n.t('sync.now')}
          </button>
        </div>
      )}
      <p class="hint">{i18n.t('sync.what')}</p>
    </section>
  );
}

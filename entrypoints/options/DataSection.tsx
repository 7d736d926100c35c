import { i18n } from '#i18n';
import { useModel } from '@preact/signals';
import { DataModel } from '@/lib/options/page/data-model';
import { formatNumber } from '@/lib/locale/locale';

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) {
    return i18n.t('data.kilobytes', [formatNumber(Math.max(1, Math.round(bytes / 1024)))]);
  }
  const megabytes = bytes / (1024 * 1024);
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  return i18n.t('data.megabytes', [formatNumber(megabytes, oneDecimal)]);
}

/** What is stored, clearing the cache, and favourites to and from a file. */
export function DataSection() {
  const model = useModel(DataModel);
  const counts = model.counts.value;
  const message = model.message.value;
  const importing = model.importing.value;

  function onImport(event: { currentTarget: HTMLInputElement }): void {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again imports it again.
    input.value = '';
    if (file !== undefined) void model.importFavourites(file);
  }

  return (
    <section class="card options-form" aria-labelledby="data-heading">
      <h2 id="data-heading">{i18n.t('data.heading')}</h2>
      {counts === null ? (
        <p class="hint">{i18n.t('data.counting')}</p>
      ) : (
        <dl class="stored">
          <dt>{i18n.t('data.cachedHadiths')}</dt>
          <dd data-count="hadiths">{formatNumber(counts.hadiths + counts.pooled)}</dd>
          <dt>{i18n.t('data.cachedPages')}</dt>
          <dd data-count="search-pages">{formatNumber(counts.searchPages)}</dd>
          <dt>{i18n.t('data.favourites')}</dt>
          <dd data-count="favourites">{formatNumber(counts.favourites)}</dd>
          {model.bytes.value !== null && (
            <>
              <dt>{i18n.t('data.spaceUsed')}</dt>
              <dd data-count="bytes">{formatBytes(model.bytes.value)}</dd>
            </>
          )}
        </dl>
      )}
      <div class="data-actions">
        <button
          type="button"
          class="button button-quiet"
          aria-disabled={model.busy.value || undefined}
          onClick={() => void model.clearCache()}
        >
          {i18n.t('data.clearCache')}
        </button>
        <button
          type="button"
          class="button button-quiet"
          aria-disabled={model.busy.value || undefined}
          onClick={() => void model.exportFavourites()}
        >
          {i18n.t('data.export')}
        </button>
        <label class="button button-quiet file-button">
          {i18n.t('data.import')}
          <input
            type="file"
            accept="application/json,.json"
            aria-disabled={model.busy.value || undefined}
            onChange={onImport}
          />
        </label>
      </div>
      {importing !== null && (
        <div class="import-progress">
          <label for="import-progress">
            {importing.total === 0
              ? i18n.t('data.importing', ['…', '…'])
              : i18n.t('data.importing', [
                  formatNumber(importing.done),
                  formatNumber(importing.total),
                ])}
          </label>
          <progress
            id="import-progress"
            max={Math.max(importing.total, 1)}
            value={importing.total === 0 ? undefined : importing.done}
          />
          <button type="button" class="button button-quiet" onClick={model.cancelImport}>
            {i18n.t('data.cancelImport')}
          </button>
        </div>
      )}
      <p class="hint">{i18n.t('data.hint')}</p>
      <p
        id="data-message"
        class={
          message === null ? 'key-test-result' : `key-test-result notice notice-${message.tone}`
        }
        aria-live="polite"
      >
        {message?.text ?? ''}
      </p>
    </section>
  );
}

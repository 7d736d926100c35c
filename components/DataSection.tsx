import { useModel } from '@preact/signals';
import { DataModel } from '@/lib/data-model';

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What is stored, clearing the cache, and favourites to and from a file. */
export function DataSection() {
  const model = useModel(DataModel);
  const counts = model.counts.value;
  const message = model.message.value;

  function onImport(event: { currentTarget: HTMLInputElement }): void {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again imports it again.
    input.value = '';
    if (file !== undefined) void model.importFavourites(file);
  }

  return (
    <section class="card options-form" aria-labelledby="data-heading">
      <h2 id="data-heading">Your data</h2>
      {counts === null ? (
        <p class="hint">Counting…</p>
      ) : (
        <dl class="stored">
          <dt>Cached hadiths</dt>
          <dd data-count="hadiths">{counts.hadiths + counts.pooled}</dd>
          <dt>Cached search pages</dt>
          <dd data-count="search-pages">{counts.searchPages}</dd>
          <dt>Favourites</dt>
          <dd data-count="favourites">{counts.favourites}</dd>
          {model.bytes.value !== null && (
            <>
              <dt>Space used, about</dt>
              <dd data-count="bytes">{formatBytes(model.bytes.value)}</dd>
            </>
          )}
        </dl>
      )}
      <div class="data-actions">
        <button
          type="button"
          class="button button-quiet"
          disabled={model.busy.value}
          onClick={() => void model.clearCache()}
        >
          Clear cache
        </button>
        <button
          type="button"
          class="button button-quiet"
          disabled={model.busy.value}
          onClick={() => void model.exportFavourites()}
        >
          Export favourites
        </button>
        <label class="button button-quiet file-button">
          Import favourites
          <input
            type="file"
            accept="application/json,.json"
            disabled={model.busy.value}
            onChange={onImport}
          />
        </label>
      </div>
      <p class="hint">
        Clearing the cache keeps your favourites; new tabs fetch hadiths again within the budget.
        Importing adds the file&rsquo;s favourites to yours.
      </p>
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

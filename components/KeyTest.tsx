import { i18n } from '#i18n';
import { useComputed, type Signal } from '@preact/signals';
import { keyFormatWarning } from '@/lib/options/page/key-check-text';
import type { KeyTestModel } from '@/lib/options/page/key-test-model';

interface Props {
  /** The page's: its form forgets the result when a field changes, and when it saves. */
  model: InstanceType<typeof KeyTestModel>;
  /** Called as a test starts: the form drops what its last save said. */
  onRun?: () => void;
  apiKey: Signal<string>;
  apiBaseUrl: Signal<string>;
  language: Signal<string>;
}

/** The key's `Test` button (and Cancel while it runs), the format warning and what the test found. */
export function KeyTest({ model, onRun, apiKey, apiBaseUrl, language }: Props) {
  const warning = useComputed(() => keyFormatWarning(apiKey.value, apiBaseUrl.value));
  const result = model.result.value;
  const testing = model.testing.value;

  function onTest(): void {
    onRun?.();
    model.run({
      apiKey: apiKey.value,
      apiBaseUrl: apiBaseUrl.value,
      language: language.value,
    });
  }

  return (
    <div class="key-test">
      {warning.value !== null && (
        <p class="hint key-warning" id="api-key-warning">
          {warning.value}
        </p>
      )}
      <div class="key-test-row">
        <button
          type="button"
          class="button button-quiet"
          onClick={onTest}
          aria-disabled={testing || undefined}
          aria-describedby="key-test-hint"
        >
          {i18n.t(testing ? 'keyCheck.testing' : 'keyCheck.test')}
        </button>
        {testing && (
          <button type="button" class="button button-quiet" onClick={() => model.cancel()}>
            {i18n.t('common.cancel')}
          </button>
        )}
        <p class="hint" id="key-test-hint">
          {i18n.t('keyCheck.testHint')}
        </p>
      </div>
      <p
        class={result === null ? 'key-test-result' : `key-test-result notice notice-${result.tone}`}
        id="key-test-result"
        aria-live="polite"
      >
        {result?.message ?? ''}
      </p>
    </div>
  );
}

import { i18n } from '#i18n';
import { useComputed, useModel, type Signal } from '@preact/signals';
import { keyFormatWarning } from '@/lib/options/key-check-text';
import { KeyTestModel } from '@/lib/options/key-test-model';

interface Props {
  apiKey: Signal<string>;
  apiBaseUrl: Signal<string>;
  language: Signal<string>;
}

/** The key's `Test` button, the format warning and what the test found, under the key field. */
export function KeyTest({ apiKey, apiBaseUrl, language }: Props) {
  const model = useModel(KeyTestModel);
  const warning = useComputed(() => keyFormatWarning(apiKey.value));
  const result = model.result.value;

  function onTest(): void {
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
          aria-disabled={model.testing.value || undefined}
          aria-describedby="key-test-hint"
        >
          {i18n.t(model.testing.value ? 'keyCheck.testing' : 'keyCheck.test')}
        </button>
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

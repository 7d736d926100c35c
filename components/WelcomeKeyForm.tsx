import { useSignal } from '@preact/signals';
import { ApiKeyInput } from '@/components/ApiKeyInput';
import { KeyTest } from '@/components/KeyTest';
import type { KeyCheckRequest } from '@/lib/key-check';
import { apiKey } from '@/lib/settings';

/** The key alone, with `Test` and `Save`; addresses stay in the options. */
export function WelcomeKeyForm({ initial }: { initial: KeyCheckRequest }) {
  const key = useSignal(initial.apiKey);
  const apiBaseUrl = useSignal(initial.apiBaseUrl);
  const language = useSignal(initial.language);
  const status = useSignal('');

  function onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    apiKey.setValue(key.value.trim()).then(
      () => (status.value = 'Saved. New tabs now fetch hadiths from the service.'),
      (error: unknown) =>
        (status.value = `Not saved: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  return (
    <form class="welcome-key" noValidate onSubmit={onSubmit}>
      <label for="api-key">API key</label>
      <ApiKeyInput
        id="api-key"
        value={key}
        onInput={(value) => {
          key.value = value;
          status.value = '';
        }}
      />
      <KeyTest apiKey={key} apiBaseUrl={apiBaseUrl} language={language} />
      <div class="form-actions">
        <button type="submit" class="button button-primary">
          Save
        </button>
        <p class="saved" role="status">
          {status.value}
        </p>
      </div>
      <p class="hint">
        Other service addresses, the language and more are in the{' '}
        <a href="/options.html">options</a>.
      </p>
    </form>
  );
}

import { useComputed, useModel } from '@preact/signals';
import { AddressInput } from '@/components/AddressInput';
import { DataSection } from '@/components/DataSection';
import { DisplayPreferencesForm } from '@/components/DisplayPreferencesForm';
import { ApiKeyInput } from '@/components/ApiKeyInput';
import { KeyTest } from '@/components/KeyTest';
import { LanguageInput } from '@/components/LanguageInput';
import { NewTabPreferencesForm } from '@/components/NewTabPreferencesForm';
import type { DisplayPreferences } from '@/lib/display-preferences';
import type { NewTabPreferences } from '@/lib/new-tab-preferences';
import { OptionsModel } from '@/lib/options-model';
import { DEFAULT_API_BASE_URL, effectiveSearchBaseUrl } from '@/lib/settings';
import type { SettingsForm } from '@/lib/settings-form';

const DASHBOARD_URL = 'https://dashboard.mumin.ink';

interface Props {
  initial: SettingsForm;
  preferences: NewTabPreferences;
  display: DisplayPreferences;
}

/** The options page: the key, the service addresses, the language, the new tab's preferences. */
export function Options({ initial, preferences, display }: Props) {
  const model = useModel(() => new OptionsModel(initial));
  const { fields, problem } = model;
  const searchPlaceholder = useComputed(() =>
    effectiveSearchBaseUrl(fields.apiBaseUrl.value.trim() || DEFAULT_API_BASE_URL, ''),
  );
  const invalid = (field: keyof SettingsForm) => problem.value?.field === field || undefined;

  function onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    model.save();
  }

  return (
    <main class="options">
      <header class="options-header">
        <h1>Hadith Lookup</h1>
        <p>Options</p>
      </header>

      <form class="card options-form" noValidate onSubmit={onSubmit}>
        <div class="field">
          <label for="api-key">API key</label>
          <ApiKeyInput
            id="api-key"
            value={fields.apiKey}
            onInput={(value) => model.edit('apiKey', value)}
            describedBy="api-key-hint"
          />
          <p class="hint" id="api-key-hint">
            Get a key on the service dashboard,{' '}
            <a href={DASHBOARD_URL} target="_blank" rel="noopener noreferrer">
              dashboard.mumin.ink
            </a>
            .
          </p>
          <KeyTest
            apiKey={fields.apiKey}
            apiBaseUrl={fields.apiBaseUrl}
            language={fields.language}
          />
        </div>

        <AddressInput
          id="api-base-url"
          name="apiBaseUrl"
          label="API base URL"
          value={fields.apiBaseUrl}
          defaultValue={DEFAULT_API_BASE_URL}
          placeholder={DEFAULT_API_BASE_URL}
          onInput={(value) => model.edit('apiBaseUrl', value)}
          invalid={invalid('apiBaseUrl')}
          hint="https:// only; http:// is accepted for localhost and 127.0.0.1."
        />

        <AddressInput
          id="search-base-url"
          name="searchBaseUrl"
          label="Search base URL"
          value={fields.searchBaseUrl}
          defaultValue=""
          placeholder={searchPlaceholder}
          onInput={(value) => model.edit('searchBaseUrl', value)}
          invalid={invalid('searchBaseUrl')}
          hint="Leave empty to use the API base URL followed by /v1."
        />

        <LanguageInput
          id="language"
          value={fields.language}
          onInput={(value) => model.edit('language', value)}
          hint="Translations on the new tab and in search are in this language."
          invalid={invalid('language') === true}
        />

        <div class="form-actions">
          <button type="submit" class="button button-primary" disabled={model.saving.value}>
            Save
          </button>
          <p class="saved" role="status">
            {model.saved.value ? 'Saved.' : ''}
          </p>
        </div>
        {problem.value !== null && (
          <p class="notice notice-error" role="alert">
            {problem.value.message}
          </p>
        )}
      </form>

      <NewTabPreferencesForm initial={preferences} />

      <DisplayPreferencesForm initial={display} />

      <DataSection />

      <section class="privacy" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">Privacy</h2>
        <p>
          Everything stays in this browser: the settings and your API key in the extension&rsquo;s
          local storage (never synced), hadiths, search pages and favourites in its database.
        </p>
        <p>
          The key is sent only to the service addresses above, never to any other site. The service
          logs the requests it receives, searches included, with your IP address; the extension
          itself sends nothing anywhere else.
        </p>
      </section>
    </main>
  );
}

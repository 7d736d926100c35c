import { i18n } from '#i18n';
import { useComputed, useModel } from '@preact/signals';
import { AddressInput } from '@/entrypoints/options/AddressInput';
import { DataSection } from '@/entrypoints/options/DataSection';
import { SyncSection } from '@/entrypoints/options/SyncSection';
import { ApiKeyInput } from '@/components/ApiKeyInput';
import { KeyTest } from '@/components/KeyTest';
import { LanguageInput } from '@/components/LanguageInput';
import {
  DisplayPreferencesForm,
  ExplanationsPreferenceForm,
  NewTabPreferencesForm,
} from '@/entrypoints/options/PreferencesForms';
import { ReviewPreferencesForm } from '@/entrypoints/options/ReviewPreferencesForm';
import { Slotted } from '@/components/Slotted';
import type { DisplayPreferences, NewTabPreferences } from '@/lib/options/page/preferences';
import { KeyTestModel } from '@/lib/options/page/key-test-model';
import { SyncModel } from '@/lib/sync/page/model';
import { OptionsModel } from '@/lib/options/page/model';
import { checkServiceUrl } from '@/lib/service/url-validation';
import {
  DEFAULT_API_BASE_URL,
  effectiveSearchBaseUrl,
  type ReviewPreferences,
} from '@/lib/storage/settings';
import { typedApiBase, type SettingsForm } from '@/lib/options/page/settings-form';
import { DASHBOARD_URL } from '@/lib/ui/refusal-text';

interface Props {
  initial: SettingsForm;
  preferences: NewTabPreferences;
  display: DisplayPreferences;
  reviews: ReviewPreferences;
  /** Whether cards offer "Explain". */
  explanations: boolean;
}

/** The options page: the key, the service addresses, the language, the new tab's preferences. */
export function Options({ initial, preferences, display, reviews, explanations }: Props) {
  const model = useModel(() => new OptionsModel(initial));
  const keyTest = useModel(KeyTestModel);
  // The sync section's, and the privacy text's: what stays here follows whether sync is on.
  const sync = useModel(SyncModel);
  const { fields, problem } = model;
  // Derived from the API address only once it is one: never "ftp://x/v1".
  const searchPlaceholder = useComputed(() => {
    const api = checkServiceUrl(typedApiBase(fields.apiBaseUrl.value));
    return effectiveSearchBaseUrl(api.ok ? api.url : DEFAULT_API_BASE_URL, '');
  });
  const invalid = (field: keyof SettingsForm) => problem.value?.field === field || undefined;

  /** One sentence at a time: a change makes the last test's and the last save's words stale. */
  function edit(field: keyof SettingsForm, value: string): void {
    model.edit(field, value);
    if (field !== 'searchBaseUrl') keyTest.forget();
  }

  function onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    // What Test found of the key saved is said with "Saved.", then the test's own words go.
    const tested = keyTest.foundOf({
      apiKey: fields.apiKey.value,
      apiBaseUrl: fields.apiBaseUrl.value,
    });
    keyTest.forget();
    model.save(tested);
  }

  const status = model.saved.value
    ? [i18n.t('common.saved'), ...model.notes.value, model.checking.value ?? ''].join(' ').trim()
    : '';

  return (
    <main class="options">
      <header class="options-header">
        <h1>{i18n.t('extension.name')}</h1>
        <p>{i18n.t('common.options')}</p>
        <a class="options-favourites" href={browser.runtime.getURL('/favourites.html')}>
          {i18n.t('favourites.title')}
        </a>
      </header>

      <form class="card options-form" noValidate onSubmit={onSubmit}>
        <div class="field">
          <label for="api-key">{i18n.t('common.apiKey')}</label>
          <ApiKeyInput
            id="api-key"
            value={fields.apiKey}
            onInput={(value) => edit('apiKey', value)}
            describedBy="api-key-hint"
          />
          <p class="hint" id="api-key-hint">
            <Slotted message={(link) => i18n.t('options.apiKeyHint', [link])}>
              <a href={DASHBOARD_URL} target="_blank" rel="noopener noreferrer">
                dashboard.mumin.ink
              </a>
            </Slotted>
          </p>
          <KeyTest
            model={keyTest}
            onRun={model.clearProblem}
            apiKey={fields.apiKey}
            apiBaseUrl={fields.apiBaseUrl}
            language={fields.language}
          />
        </div>

        <AddressInput
          id="api-base-url"
          name="apiBaseUrl"
          label={i18n.t('options.apiBaseUrl')}
          value={fields.apiBaseUrl}
          defaultValue={DEFAULT_API_BASE_URL}
          placeholder={DEFAULT_API_BASE_URL}
          onInput={(value) => edit('apiBaseUrl', value)}
          invalid={invalid('apiBaseUrl')}
          hint={i18n.t('options.apiBaseUrlHint')}
        />

        <AddressInput
          id="search-base-url"
          name="searchBaseUrl"
          label={i18n.t('options.searchBaseUrl')}
          value={fields.searchBaseUrl}
          defaultValue=""
          placeholder={searchPlaceholder}
          onInput={(value) => edit('searchBaseUrl', value)}
          invalid={invalid('searchBaseUrl')}
          hint={i18n.t('options.searchBaseUrlHint')}
        />

        <LanguageInput
          id="language"
          value={fields.language}
          onInput={(value) => edit('language', value)}
          hint={i18n.t('options.languageHint')}
          invalid={invalid('language') === true}
        />

        <div class="form-actions">
          <button
            type="submit"
            class="button button-primary"
            aria-disabled={model.saving.value || undefined}
          >
            {i18n.t('common.save')}
          </button>
          {model.saving.value && (
            <button type="button" class="button button-quiet" onClick={() => model.cancel()}>
              {i18n.t('common.cancel')}
            </button>
          )}
          <p class="saved" role="status">
            {status}
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

      <ReviewPreferencesForm initial={reviews} />

      <ExplanationsPreferenceForm initial={explanations} />

      <SyncSection model={sync} />

      <DataSection />

      <section class="privacy" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">{i18n.t('options.privacy')}</h2>
        <p>
          {i18n.t(
            sync.status.value.enabled ? 'options.privacyStorageSynced' : 'options.privacyStorage',
          )}
        </p>
        <p>{i18n.t('options.privacySending')}</p>
      </section>
    </main>
  );
}

import { i18n } from '#i18n';
import { useModel, useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { ApiKeyInput } from '@/components/ApiKeyInput';
import { KeyTest } from '@/components/KeyTest';
import { LanguageInput } from '@/components/LanguageInput';
import { Slotted } from '@/components/Slotted';
import type { KeyCheckRequest } from '@/lib/service/key-check';
import { saveOutcome } from '@/lib/options/page/save-outcome';
import * as settings from '@/lib/storage/settings';
import { checkLanguage } from '@/lib/options/page/settings-form';
import { keyFormatWarning, savedKeyNote } from '@/lib/options/page/key-check-text';
import { KeyTestModel } from '@/lib/options/page/key-test-model';

/** The key and the result language, with `Test` and `Save`; addresses stay in the options. */
export function WelcomeKeyForm({ initial }: { initial: KeyCheckRequest }) {
  const key = useSignal(initial.apiKey);
  const apiBaseUrl = useSignal(initial.apiBaseUrl);
  const language = useSignal(initial.language);
  const status = useSignal('');
  const languageProblem = useSignal(false);
  const keyTest = useModel(KeyTestModel);

  /** One sentence at a time: a change makes the last test's and the last save's words stale. */
  function changed(): void {
    status.value = '';
    keyTest.forget();
  }

  // The addresses live in the options: a change there, while this tab is open, applies here.
  useEffect(() => {
    const unwatch = [
      settings.apiBaseUrl.watch((value) => (apiBaseUrl.value = value)),
      settings.language.watch((value) => (language.value = value)),
    ];
    return () => unwatch.forEach((stop) => stop());
  }, []);

  function onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    const tested = keyTest.foundOf({ apiKey: key.value, apiBaseUrl: apiBaseUrl.value });
    keyTest.forget();
    const checked = checkLanguage(language.value);
    languageProblem.value = !checked.ok;
    if (!checked.ok) {
      status.value = checked.message;
      return;
    }
    const typed = settings.cleanApiKey(key.value);
    let keyIsNew = false;
    const saved = settings.apiKey
      .getValue()
      .then((before) => {
        keyIsNew = typed !== '' && typed !== before;
        return Promise.all([
          settings.apiKey.setValue(typed),
          settings.language.setValue(checked.language),
        ]);
      })
      .then(() => undefined);
    // Saved, the key is kept as typed: what Test found of it, or that it was not tested, is
    // said, and a key unlike the production service's.
    const doubt = keyFormatWarning(key.value, apiBaseUrl.value);
    const said = () =>
      [i18n.t('welcome.keySaved'), savedKeyNote(tested, keyIsNew), doubt]
        .filter((note) => note !== null)
        .join(' ');
    void saveOutcome(saved, said).then((sentence) => (status.value = sentence));
  }

  return (
    <form class="welcome-key" noValidate onSubmit={onSubmit}>
      <label for="api-key">{i18n.t('common.apiKey')}</label>
      <ApiKeyInput
        id="api-key"
        value={key}
        onInput={(value) => {
          key.value = value;
          changed();
        }}
      />
      <LanguageInput
        id="language"
        value={language}
        onInput={(value) => {
          language.value = value;
          changed();
        }}
        hint={i18n.t('options.languageHint')}
        invalid={languageProblem.value}
      />
      <KeyTest
        model={keyTest}
        onRun={() => (status.value = '')}
        apiKey={key}
        apiBaseUrl={apiBaseUrl}
        language={language}
      />
      <div class="form-actions">
        <button type="submit" class="button button-primary">
          {i18n.t('common.save')}
        </button>
        <p class="saved" role="status">
          {status.value}
        </p>
      </div>
      <p class="hint">
        <Slotted message={(link) => i18n.t('welcome.moreInOptions', [link])}>
          <a href="/options.html">{i18n.t('welcome.optionsLink')}</a>
        </Slotted>
      </p>
    </form>
  );
}

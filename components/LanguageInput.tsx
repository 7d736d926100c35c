import { i18n } from '#i18n';
import { useSignal, type Signal } from '@preact/signals';
import { OFFERED_LANGUAGES, offeredLanguage } from '@/lib/locale/language-options';

interface Props {
  id: string;
  value: Signal<string>;
  onInput: (value: string) => void;
  /** Shown under the field, e.g. what the language applies to. */
  hint?: string;
  invalid?: boolean;
}

/** The select's value for "another language", which shows the code field. */
const OTHER = 'other';

/**
 * The result language: chosen by its name in its own script (English,
 * العربية, Русский…), or, under "Other language", typed as a code. The same
 * control in the popup, the options and the welcome page.
 */
export function LanguageInput({ id, value, onInput, hint, invalid = false }: Props) {
  const offered = offeredLanguage(value.value);
  // Chosen here, or forced by a saved code that is not offered.
  const otherChosen = useSignal(false);
  const typing = otherChosen.value || offered === null;
  const codeId = `${id}-code`;
  const hintId = `${id}-hint`;
  const describedBy = hint === undefined ? undefined : hintId;
  return (
    <div class="field field-language">
      <label for={id}>{i18n.t('common.language')}</label>
      <div class="language-choice">
        <select
          id={id}
          name="language"
          value={typing ? OTHER : offered}
          aria-describedby={typing ? undefined : describedBy}
          aria-invalid={(!typing && invalid) || undefined}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            otherChosen.value = chosen === OTHER;
            if (chosen !== OTHER) onInput(chosen);
          }}
        >
          {[...OFFERED_LANGUAGES].map(([code, name]) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
          <option value={OTHER}>{i18n.t('language.otherCode')}</option>
        </select>
        {typing && (
          <input
            id={codeId}
            name="language-code"
            aria-label={i18n.t('language.code')}
            placeholder={i18n.t('language.codePlaceholder')}
            autoComplete="off"
            spellcheck={false}
            size={8}
            value={value}
            onInput={(event) => onInput(event.currentTarget.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </div>
      {hint !== undefined && (
        <p class="hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

import { i18n } from '#i18n';
import type { Signal } from '@preact/signals';
import { SUGGESTED_LANGUAGES, languageName } from '@/lib/language-options';

interface Props {
  id: string;
  value: Signal<string>;
  onInput: (value: string) => void;
  /** Shown under the field, e.g. what the language applies to. */
  hint?: string;
  invalid?: boolean;
}

/** A language code field: suggestions for the documented codes, any code allowed. */
export function LanguageInput({ id, value, onInput, hint, invalid = false }: Props) {
  const listId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  return (
    <div class="field field-language">
      <label for={id}>{i18n.t('common.language')}</label>
      <input
        id={id}
        name="language"
        list={listId}
        autoComplete="off"
        spellcheck={false}
        value={value}
        onInput={(event) => onInput(event.currentTarget.value)}
        aria-describedby={hint === undefined ? undefined : hintId}
        aria-invalid={invalid || undefined}
      />
      <datalist id={listId}>
        {SUGGESTED_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {languageName(code)}
          </option>
        ))}
      </datalist>
      {hint !== undefined && (
        <p class="hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
